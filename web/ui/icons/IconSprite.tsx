import { ICON_NAMES, ICON_PATHS } from './icon-paths';

/** The inline sprite every <Icon> points into; rendered once per page by the layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" style={{ display: 'none' }}>
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <path
            d={ICON_PATHS[name]}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </symbol>
      ))}
    </svg>
  );
}
