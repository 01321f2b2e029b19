// Why there is no camera, on its own: the strings (and tests that compile without the browser's
// types) name the reasons without importing the camera's DOM code.

/** Why there is no camera: refused, none, held by another app, not offered here, or another failure. */
export type CameraProblem = 'denied' | 'absent' | 'busy' | 'unsupported' | 'failed';
