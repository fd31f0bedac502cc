import type { SVGProps } from "react";
import type { IconName } from "./icon-names";
import sprite from "./icons.svg";

export type { IconName };

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  name: IconName;
}

/**
 * A Lucide icon drawn from the site's sprite (components/ui/icons.svg, written by scripts/icons.mjs):
 * no JavaScript and about 100 bytes of HTML where it stands. Decorative unless given a label; its
 * colour is the text's, its size and stroke the `icon` class's in
 * app/globals.css (24 px and 2 units, which a size class and a `strokeWidth` prop override).
 */
export function Icon({ name, className, strokeWidth, ...props }: IconProps) {
  const labelled = Boolean(props["aria-label"] || props["aria-labelledby"]);
  // Only the attributes in use: a page's React payload spells out every prop, even an undefined one.
  const own: SVGProps<SVGSVGElement> = labelled ? { role: "img" } : { "aria-hidden": true };
  if (strokeWidth !== undefined) own.style = { ...props.style, strokeWidth };
  return (
    <svg {...own} {...props} className={className ? `icon ${className}` : "icon"}>
      <use href={`${sprite.src}#${name}`} />
    </svg>
  );
}
