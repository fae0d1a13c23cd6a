import { describe, expect, it } from 'vitest';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import { liveWireItems, playerItems, umpireItems } from './map-items';

const W = { col: 4, row: 4, dir: 'w' as const };
const N = { col: 6, row: 2, dir: 'n' as const };

describe('electrified wire on the maps (Section 31.0)', () => {
  it('Section 31.0 General Rule: the master map marks every live side LIVE, with its owner', () => {
    const umpire = { kind: 'umpire', map: { lines: [] }, liveWire: { allotments: [], live: [{ side: W, owner: 'germans' }], told: { british: { '6,2,n': false } } } } as unknown as UmpireView;
    const items = umpireItems({ ...umpire, men: [], objects: [] } as unknown as UmpireView).filter((i) => i.kind === 'live-wire');
    expect(items).toEqual([{ kind: 'live-wire', square: { col: 4, row: 4 }, side: W, live: true, label: 'LIVE', title: 'Electrified wire, owned by germans (Section 31.0)' }]);
  });

  it('Case 31.1 (ruling EW2): a side window marks only what its view holds: its own live wire, and wire it tested (LIVE or DEAD)', () => {
    const view = { kind: 'player', liveWireKnown: [{ side: W, live: true, own: true }, { side: N, live: false, own: false }] } as unknown as PlayerView;
    expect(liveWireItems(view).map((i) => i.kind === 'live-wire' && [i.label, i.side])).toEqual([
      ['LIVE', W],
      ['DEAD', N],
    ]);
    expect(playerItems({ ...view, liveWireKnown: undefined } as unknown as PlayerView).filter((i) => i.kind === 'live-wire')).toEqual([]);
  });
});
