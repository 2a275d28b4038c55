export type TFeatureIconName =
  'private' | 'curriculum' | 'exam' | 'practice' | 'schedule' | 'trial';

/** Simple 24 px line icons; decorative, so hidden from assistive technology. */
const ICON_PATHS: Record<TFeatureIconName, string[]> = {
  private: [
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
    'M3 20c0-3 2.2-5 5-5s5 2 5 5',
    'M16 11a3 3 0 1 0 0-6',
    'M18 15c1.8.6 3 2.3 3 5',
  ],
  curriculum: ['M3 20h4v-4h4v-4h4V8h4V4', 'M3 20h18'],
  exam: ['M12 4 2 9l10 5 10-5-10-5Z', 'M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5', 'M22 9v6'],
  practice: [
    'M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16',
    'M3 21h18',
    'M12 14a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
    'M9 18h6',
  ],
  schedule: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5', 'm9 15 2 2 4-4'],
  trial: [
    'M12 3v4',
    'M12 17v4',
    'M3 12h4',
    'M17 12h4',
    'm6 6 2.5 2.5',
    'm15.5 15.5 2.5 2.5',
    'm18 6-2.5 2.5',
    'm8.5 15.5-2.5 2.5',
  ],
};

export function FeatureIcon({ name }: { name: TFeatureIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
