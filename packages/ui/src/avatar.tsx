import { Avatar as RadixAvatar } from "radix-ui";
import { classNames } from "./class-names";

export type AvatarSize = "sm" | "md" | "lg";

export type AvatarProps = {
  src?: string | null;
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  size?: AvatarSize;
  className?: string;
};

/** "Budi Santoso" → "BS", "budi" → "B"; at most two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase("id-ID")).join("");
}

/** The photo, or the initials while it loads, when it fails or when there is none (also on the server). */
export function Avatar({ src, name, size = "md", className }: AvatarProps) {
  return (
    <RadixAvatar.Root className={classNames("g-avatar", `g-avatar--${size}`, className)}>
      {src && <RadixAvatar.Image className="g-avatar-image" src={src} alt={name} />}
      <RadixAvatar.Fallback className="g-avatar-fallback" role="img" aria-label={name}>
        <span aria-hidden="true">{initialsOf(name) || "?"}</span>
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
