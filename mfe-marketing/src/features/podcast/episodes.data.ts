import episode01Audio from './episodes/episode-01.mp3';

export interface PodcastEpisode {
  number: number;
  title: string;
  description: string;
  audio: string;
  /** Offered to "Save as" by the download link. */
  fileName: string;
}

/** Episodes ship with the remote; each is made from its script by episodes/make-episode.sh. */
export const EPISODES: PodcastEpisode[] = [
  {
    number: 1,
    title: 'Three jobs to automate this month',
    description:
      'Aria walks through three small automations that save a small business hours every week: answering enquiries, invoicing and content.',
    audio: episode01Audio,
    fileName: 'kea-ai-studio-podcast-episode-01.mp3',
  },
];

/** 83.4 -> '1:23'. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
