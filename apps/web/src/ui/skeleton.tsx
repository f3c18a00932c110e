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
