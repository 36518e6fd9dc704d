import { useState } from "react";

export type VideoListProps = { videos: Array<{ youtubeId: string; url: string }>; title: string };

/** YouTube videos as posters: the player (and everything YouTube loads) only comes when one is played. */
export function VideoList({ videos, title }: VideoListProps) {
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <ul className="video-list">
      {videos.map((video, index) => {
        const name = `Video ${index + 1}: ${title}`;
        return (
          <li key={video.youtubeId} className="video-item">
            {playing === video.youtubeId ? (
              <iframe
                src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`}
                title={name}
                allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
              />
            ) : (
              <a
                href={video.url}
                className="video-poster"
                onClick={(event) => {
                  event.preventDefault();
                  setPlaying(video.youtubeId);
                }}
              >
                <img src={`https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`} alt="" width={480} height={360} loading="lazy" />
                <span className="video-play">Putar {name}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
