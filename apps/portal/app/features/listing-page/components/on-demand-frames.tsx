import { useState } from "react";
import type { FrameView } from "../listing-page-view";

export type OnDemandFramesProps = { frames: FrameView[] };

/**
 * Embedded players (YouTube videos, a 360° tour) as posters: the frame, and everything its site loads, only comes
 * when one is opened. Without JavaScript the poster is a plain link to the same content.
 */
export function OnDemandFrames({ frames }: OnDemandFramesProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="video-list">
      {frames.map((frame) => (
        <li key={frame.src} className="video-item">
          {open === frame.src ? (
            <iframe src={frame.src} title={frame.title} loading="lazy" allow={frame.allow} allowFullScreen />
          ) : (
            <a
              href={frame.href}
              className="video-poster"
              onClick={(event) => {
                event.preventDefault();
                setOpen(frame.src);
              }}
            >
              {frame.poster && <img src={frame.poster} alt="" width={480} height={360} loading="lazy" />}
              <span className="video-play">{frame.label}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
