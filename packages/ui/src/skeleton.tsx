import type { CSSProperties } from "react";
import { classNames } from "./class-names";

export type SkeletonProps = {
  lines?: number;
  /** Announced (politely) to screen readers; the grey bars are hidden from them. */
  label?: string;
  /** Width of the block (CSS length or px number). */
  width?: string | number;
  /** Height of each line (CSS length or px number). */
  height?: string | number;
  className?: string;
};

export function Skeleton({ lines = 3, label = "Memuat…", width, height, className }: SkeletonProps) {
  const lineStyle: CSSProperties | undefined = height === undefined ? undefined : { height };
  return (
    <div
      role="status"
      className={classNames("g-skeleton", className)}
      style={width === undefined ? undefined : { width }}
    >
      <span className="g-visually-hidden">{label}</span>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span key={index} className="g-skeleton-line" style={lineStyle} aria-hidden="true" />
      ))}
    </div>
  );
}
