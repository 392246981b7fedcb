import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useInitSelector } from '../../machines/init/provider';
import { selectSettings } from '../../machines/init/selectors';
import { brandTokens } from '../../contract/brand-colours';

/**
 * The one place the hotel's colours (its booking widget settings) become the stylesheet's brand
 * tokens: custom properties on the app's root element, which every page, header and dialog inherit.
 * Before the settings arrive, or for a colour that cannot be read, the stylesheet's defaults apply.
 */
export function BrandTheme({ children }: { children: ReactNode }) {
  const settings = useInitSelector(selectSettings);
  const buttonColour = settings?.buttonColour ?? null;
  const headerColour = settings?.headerColour ?? null;
  const style = useMemo(
    () => brandTokens({ buttonColour, headerColour }) as CSSProperties,
    [buttonColour, headerColour],
  );
  return (
    <div className="app-root" data-testid="app-root" style={style}>
      {children}
    </div>
  );
}
