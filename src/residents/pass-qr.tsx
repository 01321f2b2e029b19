// The pass drawn as a QR code (in the pass section's chunk, with the encoder). An SVG, so it is crisp at any size: black modules on pure white, with the 4-module
// quiet zone the standard asks for, and one run of dark modules per path segment (a few hundred
// bytes, no hairlines between neighbouring modules). The picture has a name; the code's text is not
// in it, so a screen reader never spells out 31 characters.
import encodeQR from 'qr';

/** Modules of white around the code (ISO/IEC 18004's quiet zone): the encoder draws them. */
export const QUIET_ZONE_MODULES = 4;

/**
 * The dark modules as one SVG path: a rectangle per horizontal run. Medium error correction (15 %)
 * keeps a pass at version 2 (25 × 25 modules): the largest modules the phone's width allows, and a
 * smudge or a reflection on the screen still scans.
 */
export function passQrPath(pass: string): { size: number; path: string } {
  const rows = encodeQR(pass, 'raw', { ecc: 'medium', border: QUIET_ZONE_MODULES });
  let path = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
    }
  });
  return { size: rows.length, path };
}

export function PassQr({ pass, name }: { pass: string; name: string }) {
  const { size, path } = passQrPath(pass);
  return (
    <svg className="r-pass-qr" role="img" aria-label={name} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
