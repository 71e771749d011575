import { useLayoutEffect, useRef, useState } from 'react';
import { Button, buttonClassName } from '@agency/design-system/button';
import { formatTime, type PodcastEpisode } from './episodes.data';
import * as styles from './audio-player.module.css';

/** Volume slider bounds (spec part 1 §9). */
const VOLUME_STEP = 0.1;

/** An episode player: play/pause, seek, volume and download, every control labelled. */
export function AudioPlayer({ episode }: { episode: PodcastEpisode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const volumeRef = useRef<HTMLInputElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);

  // The element may have loaded its metadata before React attached its handlers (a prerendered page taken
  // over, or a cached file): read what it already knows once mounted. The volume slider, too, may have been moved
  // before the take-over: its position is the volume (shell/README.md, 'The rule for a page with a form'). A layout
  // effect, in the hydrating commit, so no render can put the slider back first.
  useLayoutEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) setDuration(audio.duration);
    setCurrentTime(audio.currentTime);
    setPlaying(!audio.paused);
    const held = Number(volumeRef.current?.value);
    const startVolume = Number.isFinite(held) ? held : 1;
    audio.volume = startVolume;
    setVolume(startVolume);
    // Only on mount: later changes arrive through the element's events.
  }, []);

  const togglePlay = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      try {
        await audio.play();
      } catch (error) {
        // The browser may refuse (no audio device, blocked autoplay); stay paused.
        console.error('Podcast: playback could not start', error);
      }
    } else {
      audio.pause();
    }
  };

  const seek = (value: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = value;
    setCurrentTime(value);
  };

  const changeVolume = (value: number) => {
    const audio = audioRef.current;
    if (audio) audio.volume = value;
    setVolume(value);
  };

  const label = playing ? 'Pause episode' : 'Play episode';
  return (
    <div className={styles.player} role="group" aria-label={`Audio player: ${episode.title}`}>
      <audio
        ref={audioRef}
        src={episode.audio}
        preload="metadata"
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <div className={styles.controls}>
        <Button size="icon" className={styles.play} aria-label={label} title={label} onClick={togglePlay}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </Button>
        <div className={styles.seek}>
          <input
            type="range"
            className={styles.range}
            aria-label="Seek"
            min={0}
            max={duration || 0}
            step={0.1}
            value={Math.min(currentTime, duration || 0)}
            aria-valuetext={`${formatTime(currentTime)} of ${formatTime(duration)}`}
            onChange={(event) => seek(Number(event.target.value))}
            disabled={duration === 0}
          />
          <p className={styles.times}>
            <span>{formatTime(currentTime)}</span>
            <span>{formatTime(duration)}</span>
          </p>
        </div>
      </div>
      <div className={styles.secondary}>
        <label className={styles.volume}>
          <span>Volume</span>
          <input
            ref={volumeRef}
            type="range"
            className={styles.range}
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={volume}
            aria-valuetext={`${Math.round(volume * 100)}%`}
            onChange={(event) => changeVolume(Number(event.target.value))}
          />
        </label>
        <a className={buttonClassName({ variant: 'outline', size: 'sm' })} href={episode.audio} download={episode.fileName}>
          Download Episode
        </a>
      </div>
    </div>
  );
}
