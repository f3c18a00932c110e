import styles from './skeleton.module.css';

interface SkeletonProps {
  /** CSS width, e.g. '60%' or '8rem'. */
  width: string;
  /** CSS height, e.g. '1rem'. */
  height: string;
  className?: string;
}

/** A placeholder bar shaped like the text that is loading; hidden from screen readers. */
export function Skeleton({ width, height, className }: SkeletonProps) {
  return (
    <span
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** A bar's CSS width and height, e.g. `['60%', '1.5rem']`. */
export type SkeletonBar = readonly [width: string, height: string];

interface SkeletonBlockProps {
  /** The box the loaded content will fill, so the page keeps its shape. */
  className: string | undefined;
  /** The bars, top to bottom. */
  bars: readonly SkeletonBar[];
  /** What screen readers are told is loading: 'Loading your basket'. */
  status: string;
  'data-testid'?: string;
}

/** A box of placeholder bars while something loads, and a status line saying what. */
export function SkeletonBlock({ className, bars, status, 'data-testid': testId }: SkeletonBlockProps) {
  return (
    <div className={className} aria-busy="true" data-testid={testId}>
      {bars.map(([width, height], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are fixed and never reorder
        <Skeleton key={index} width={width} height={height} />
      ))}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
