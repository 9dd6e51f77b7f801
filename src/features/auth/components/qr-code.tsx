import { toString as qrCodeSvg } from "qrcode";
import { useEffect, useState } from "react";

/** The QR code of `value` (an otpauth:// URI), drawn as SVG by the qrcode package. */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    let current = true;
    void qrCodeSvg(value, { type: "svg", margin: 2, errorCorrectionLevel: "M" }).then((svg) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [value]);
  return source ? (
    <img src={source} alt={alt} width={176} height={176} className="size-44 bg-white" />
  ) : (
    <div className="size-44 animate-pulse rounded bg-navy-100" aria-hidden="true" />
  );
}
