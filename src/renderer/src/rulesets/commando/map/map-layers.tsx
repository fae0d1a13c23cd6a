import type { ReactNode } from 'react';
import type { Overlay } from '../tools/tool';
import { dogLabels, ItemShape, lightLabels, mineLabels, objectLabels } from './ItemShape';
import type { MapItem } from './map-items';
import { OverlayShapes } from './OverlayShapes';
import { searchlightLabels } from './searchlight-items';
import { flameLabels } from './flame-items';
import { vehicleLabels } from './vehicle-items';
import { mountLabels } from './mount-items';
import { artilleryLabels } from './artillery-items';

/**
 * What Commando draws on the generic map (src/renderer/src/map/MapCanvas.tsx):
 * its items (smoke, dropped weapons, charges, objects, mines, wire clipping)
 * and the tool's preview over them, plus the labels the page and its tests
 * read off the map's box.
 */
export function commandoLayers(items: readonly MapItem[] | undefined, overlay?: Overlay): { drawn: (scale: number) => ReactNode; data: Record<`data-${string}`, string> } {
  return {
    drawn: (scale) => (
      <>
        {items?.map((it, i) => <ItemShape key={`${it.kind}-${i}`} item={it} scale={scale} />)}
        {overlay && <OverlayShapes overlay={overlay} />}
      </>
    ),
    data: { 'data-objects': objectLabels(items), 'data-mines': mineLabels(items), 'data-lights': lightLabels(items), 'data-searchlights': searchlightLabels(items), 'data-dogs': dogLabels(items), 'data-mounts': mountLabels(items), 'data-flames': flameLabels(items), 'data-vehicles': vehicleLabels(items), 'data-artillery': artilleryLabels(items) },
  };
}
