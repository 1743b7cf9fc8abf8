import { useMemo } from 'react';
import { encode } from 'uqr';

interface QrCodeProps {
  /** The text to encode (an otpauth:// URI). */
  value: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Accessible name of the image. */
  label: string;
}

/**
 * A QR code drawn as SVG from the module matrix (no canvas, no innerHTML, so it passes the CSP). Always
 * black on white with a quiet zone, whatever the colour scheme: scanners need the contrast.
 */
export function QrCode({ value, size = 200, label }: QrCodeProps) {
  const path = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    for (let y = 0; y < modules; y += 1) {
      const row = data[y]!;
      for (let x = 0; x < modules; x += 1) {
        if (row[x]) d += `M${x} ${y}h1v1h-1z`;
      }
    }
    return { d, modules };
  }, [value]);
  const quiet = 4;
  const box = path.modules + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#ffffff', borderRadius: 8 }}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
      <path d={path.d} fill="#000000" />
    </svg>
  );
}
