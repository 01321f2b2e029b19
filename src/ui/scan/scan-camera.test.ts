// The rear camera is asked for; why it cannot open is named (refused, none, busy, not offered); the
// torch is offered only where the camera's track has one.
import { describe, expect, it, vi } from 'vitest';
import { CameraUnavailable, cameraProblemOf, hasTorch, openRearCamera } from './scan-camera.ts';
import { startScan } from './scan-engine.ts';

const refusing = (name: string) => ({ getUserMedia: () => Promise.reject(new DOMException('no', name)) });

async function problemOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  return error instanceof CameraUnavailable ? error.problem : `not a CameraUnavailable: ${String(error)}`;
}

describe('the camera', () => {
  it('asks for the rear camera, with no sound', async () => {
    const stream = {} as MediaStream;
    const getUserMedia = vi.fn(async () => stream);
    expect(await openRearCamera({ getUserMedia })).toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false, video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }));
  });

  it('names why it cannot open', async () => {
    expect(await problemOf(openRearCamera(undefined))).toBe('unsupported');
    expect(await problemOf(openRearCamera({}))).toBe('unsupported');
    expect(await problemOf(openRearCamera(refusing('NotAllowedError')))).toBe('denied');
    expect(await problemOf(openRearCamera(refusing('NotFoundError')))).toBe('absent');
    expect(await problemOf(openRearCamera(refusing('NotReadableError')))).toBe('busy');
    expect(await problemOf(openRearCamera(refusing('TypeError')))).toBe('failed');
    expect(cameraProblemOf('something else')).toBe('failed');
  });

  it('a scan without a camera fails with the reason, before any frame is read', async () => {
    const video = document.createElement('video');
    const onText = vi.fn();
    const scan = startScan(video, onText, () => false, { openCamera: () => openRearCamera(refusing('NotAllowedError')), scope: {} });
    expect(await problemOf(scan)).toBe('denied');
    expect(onText).not.toHaveBeenCalled();
  });

  it('offers the torch only when the track has one', () => {
    const track = (capabilities: object) => ({ getCapabilities: () => capabilities }) as unknown as MediaStreamTrack;
    expect(hasTorch(track({ torch: true }))).toBe(true);
    expect(hasTorch(track({ torch: [false, true] }))).toBe(true);
    expect(hasTorch(track({ torch: false }))).toBe(false);
    expect(hasTorch(track({}))).toBe(false);
    expect(hasTorch({} as MediaStreamTrack)).toBe(false);
    expect(hasTorch(null)).toBe(false);
  });
});
