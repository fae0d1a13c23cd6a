/** Folding artillery called over the radio (ruling SK33): the mission kept for the umpire, the contact spent, the hits waiting for the Damage step. */
import type { ArtilleryEvent } from '../model/artillery-events';
import type { SkirmishState } from '../model/state';

export function foldArtillery(state: SkirmishState, event: ArtilleryEvent): SkirmishState {
  const m = event.mission;
  const others = (state.fireMissions ?? []).filter((x) => x.observerId !== m.observerId);
  const seq = Number(m.missionId.slice('mission-'.length));
  const contacts = Object.fromEntries(Object.entries(state.radioContacts ?? {}).filter(([id]) => id !== m.observerId));
  return {
    ...state,
    fireMissions: [...others, m],
    missionSeq: Math.max(state.missionSeq ?? 0, seq),
    radioContacts: contacts,
    hits: [...(state.hits ?? []), ...event.hits],
    hitSeq: (state.hitSeq ?? 0) + event.hits.length,
  };
}
