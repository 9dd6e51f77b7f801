import { useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * A page as a visitor's screen `width` pixels wide would show it: rendered into a frame of that
 * width (so the site's breakpoints apply), scaled down to fit, with the admin area's stylesheet,
 * which holds the site's. It is for the eye: inert (no link or button in it is followed or reached
 * by Tab) and hidden from screen readers, whose reader has the same words in the fields.
 */
export function PreviewFrame({
  width,
  title,
  children,
}: {
  width: number;
  title: string;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  const mount = () => {
    const document = frameRef.current?.contentDocument;
    if (!document) return;
    for (const style of window.document.head.querySelectorAll('style, link[rel="stylesheet"]'))
      document.head.append(style.cloneNode(true));
    document.body.inert = true;
    setBody(document.body);
  };

  const height = 720;
  return (
    <div
      ref={boxRef}
      className="overflow-hidden rounded-md border border-border bg-white"
      style={{ height: height * scale }}
    >
      <iframe
        ref={frameRef}
        title={title}
        aria-hidden="true"
        tabIndex={-1}
        srcDoc="<!doctype html><html lang=en><head><meta charset=utf-8></head><body></body></html>"
        onLoad={mount}
        style={{ width, height, transform: `scale(${scale})`, transformOrigin: "0 0" }}
        className="block border-0"
      />
      {body && createPortal(children, body)}
    </div>
  );
}
