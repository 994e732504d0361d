export interface AvatarProps {
  /** Display or user name; its initials stand in when there is no picture. */
  name: string;
  /** Picture URL (e.g. an object URL of a fetched blob); null shows the initials. */
  src: string | null;
  /** Diameter in pixels. */
  size?: number;
}

function initials(name: string): string {
  const parts = name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2);
  return parts.map((part) => part[0]?.toUpperCase() ?? '').join('') || '?';
}

/** A round user picture, or the user's initials when there is none. Decorative: label its container. */
export function Avatar({ name, src, size = 36 }: AvatarProps) {
  return (
    <span className="bn-avatar" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {src ? <img src={src} alt="" /> : initials(name)}
    </span>
  );
}
