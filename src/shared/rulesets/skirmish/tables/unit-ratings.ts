import { printed, type Sourced } from '../../../kernel/provenance';
import type { TroopQuality } from './motivation';
import { SEED, seedLine } from './seed';

/** The eight conflicts whose unit ratings the seed prints (seed lines 406–546). */
export const CONFLICTS = ['indo-china', 'vietnam', 'rhodesia', 'afghanistan', 'falklands', 'lebanon', 'grenada', 'gulf-war'] as const;
export type Conflict = (typeof CONFLICTS)[number];

export const CONFLICT_TITLE: Readonly<Record<Conflict, string>> = {
  'indo-china': "INDO-CHINA ('45/6-'61/2)",
  vietnam: "VIETNAM ('62/3-'75/6)",
  rhodesia: "RHODESIA ('64-'79/80)",
  afghanistan: "AFGHANISTAN ('79-'89)",
  falklands: 'FALKLANDS (1982)',
  lebanon: "LEBANON ('82-'86)",
  grenada: 'GRENADA (1983)',
  'gulf-war': "GULF WAR ('90-'91)",
};

/**
 * One printed row: "UNIT Ability FCR Quality LP Notes" heads four figures, a
 * quality word and a range (ruling SK5). `ability` and `fcr` are the first two
 * figures; `figure3` and `figure4` are kept as printed, their column names
 * lost; `quality` is the word (two when printed "Vet./Elite"); `leadership`
 * the range of leadership points.
 */
export interface UnitRating {
  readonly conflict: Conflict;
  readonly unit: string;
  readonly ability: number;
  readonly fcr: number;
  readonly figure3: number;
  /** One figure, or two when printed "3/4". */
  readonly figure4: readonly number[];
  readonly quality: readonly TroopQuality[];
  readonly leadership: { readonly min: number; readonly max: number };
  readonly notes: string;
}

const WORD: Readonly<Record<string, TroopQuality>> = { Elite: 'elite', 'Vet.': 'veteran', 'Vet': 'veteran', 'Good': 'good', 'Aver.': 'average' };

function r(line: number, lastLine: number, conflict: Conflict, unit: string, ability: number, fcr: number, figure3: number, figure4: string, quality: string, lp: string, notes: string): Sourced<UnitRating> {
  const qualities = quality.split('/').map((w) => {
    const found = WORD[w];
    if (!found) throw new Error(`unit-ratings.ts seed line ${line} "${unit}": unknown quality word "${w}"`);
    return found;
  });
  const [min, max] = lp.includes('-') ? lp.split('-').map(Number) : [Number(lp), Number(lp)];
  const lines = lastLine === line ? `line ${line}` : `lines ${line}–${lastLine}`;
  return printed(
    { conflict, unit, ability, fcr, figure3, figure4: figure4.split('/').map(Number), quality: qualities, leadership: { min: min ?? 0, max: max ?? 0 }, notes },
    `${SEED} ${lines}, ${CONFLICT_TITLE[conflict]} unit ratings, ${unit}`,
  );
}

/** The unit ratings of the eight conflicts, every row as printed (seed lines 406–546). */
export const UNIT_RATINGS: readonly Sourced<UnitRating>[] = [
  r(408, 409, 'indo-china', 'French Special Forces', 3, 4, 4, '4', 'Elite', '3-4', 'Commando, Ponchardier, S.A.S, G.C.M.A.'),
  r(410, 410, 'indo-china', 'Foreign Legion, Paras', 2, 3, 4, '3', 'Elite', '2-4', ''),
  r(411, 411, 'indo-china', 'Colonial & other good units', 2, 2, 3, '2', 'Vet.', '1-3', 'Algerian,Moroccan,T\'ai'),
  r(412, 412, 'indo-china', 'Other French troops', 1, 2, 3, '2', 'Good', '0-2', '(conscripts)'),
  r(413, 414, 'indo-china', 'US Mercenaries', 2, 3, 4, '4', 'Elite', '1-4', 'Flyers till \'54, then ground troops.'),
  r(415, 415, 'indo-china', 'US advisers (Green Berets,CIA)', 3, 4, 4, '4', 'Elite', '2-4', 'From \'57'),
  r(416, 416, 'indo-china', 'Vietnamese Paras & Elite units', 1, 2, 3, '2', 'Vet.', '0-3', ''),
  r(417, 417, 'indo-china', 'Vietnamese Regulars', 0, 2, 3, '1', 'Aver.', '0-1', ''),
  r(418, 418, 'indo-china', 'Local Militia', 0, 1, 2, '1', 'Aver.', '0', ''),
  r(419, 419, 'indo-china', 'French trained indig. troops', 0, 1, 2, '3', 'Good', '0-1', ''),
  r(420, 420, 'indo-china', 'Anticommunist Sects/Binh Xuyen', 0, 1, 2, '2', 'Good', '0-1', 'Active mainly \'54-6'),
  r(421, 421, 'indo-china', 'Vietminh Mainforce', 1, 2, 3, '3', 'Elite', '0-3', '(PLA troops)'),
  r(422, 422, 'indo-china', 'Vietminh Guerillas', 0, 1, 2, '3', 'Vet.', '0-2', 'inc Pathet Lao from\'57'),
  r(423, 423, 'indo-china', 'Local Vietminh Guerillas', 0, 1, 1, '2', 'Aver.', '0-1', 'New recruites, PLA milita'),
  r(426, 426, 'vietnam', 'U.S. Special Forces,LURPs, etc', 3, 4, 4, '4', 'Elite', '2-4', 'inc. Australian SAS'),
  r(427, 427, 'vietnam', 'Good regulars', 2, 3, 4, '3', 'Vet./Elite', '1-3', ''),
  r(428, 428, 'vietnam', 'Other American units', 1, 2, 3, '2', 'Elite', '0-2', 'most US units'),
  r(429, 429, 'vietnam', 'N.Z. & Australian troops', 3, 4, 4, '3', 'Elite', '2-4', ''),
  r(430, 430, 'vietnam', 'Republic of Korea (R.O.K.)', 1, 2, 3, '2', 'Vet.', '0-2', ''),
  r(431, 431, 'vietnam', 'ARVN Rangers & elite units', 1, 2, 3, '2', 'Good', '0-2', ''),
  r(432, 432, 'vietnam', 'ARVN Regulars & paratroopers', 1, 2, 3, '1', 'Aver.', '0-1', ''),
  r(433, 433, 'vietnam', 'Popular Forces', 1, 2, 3, '1', 'Aver.', '0-1', ''),
  r(434, 435, 'vietnam', 'Montagnards, Nug & other C.I.A. indigenous employees', 1, 2, 3, '3', 'Good', '0-1', ''),
  r(436, 436, 'vietnam', 'NVA Sappers', 2, 3, 4, '4', 'Elite', '2-4', ''),
  r(437, 437, 'vietnam', 'NVA regular units', 1, 3, 4, '3', 'Vet./Elite', '1-3', ''),
  r(438, 438, 'vietnam', 'VC Cadre', 1, 2, 3, '4', 'Elite', '1-3', ''),
  r(439, 439, 'vietnam', 'Local VC, Pathet Lao, Khmer', 0, 1, 2, '2', 'Aver.', '0-1', 'New recruits etc'),
  r(440, 440, 'vietnam', 'Ordinary VC, Khmers, Pathet Lao', 0, 1, 2, '3', 'Vet.', '0-2', ''),
  r(443, 444, 'rhodesia', 'Rhodesian Special Forces', 3, 4, 4, '4', 'Elite', '3-4', 'Selous & Grey Scouts, S.A.S.'),
  r(445, 445, 'rhodesia', 'Higher Quality Regulars', 2, 3, 4, '3', 'Elite', '2-4', 'R.L.I. e.t.c.'),
  r(446, 446, 'rhodesia', 'Other Rhodesian Regulars', 2, 3, 4, '3', 'Vet.', '1-3', ''),
  r(447, 447, 'rhodesia', 'Ranchers', 2, 3, 4, '3', 'Good', '0-2', ''),
  r(448, 448, 'rhodesia', 'South African Para-Military', 1, 2, 3, '2', 'Vet.', '0-3', 'Until 1975'),
  r(449, 449, 'rhodesia', 'Cadre Guerillas', 1, 3, 3, '4', 'Elite', '0-3', ''),
  r(450, 451, 'rhodesia', 'Patriotic Front (Z.A.N.U., A.N.C., Z.A.P.U.)', 1, 2, 3, '3', 'Vet.', '0-2', 'Z.A.N.U.- Mozambique Z.A.P.U.- Zambia'),
  r(452, 452, 'rhodesia', 'Local Guerillas, Majubis', 0, 1, 1, '2', 'Aver.', '0-1', ''),
  r(453, 453, 'rhodesia', 'Mozambique & Zambian Forces', 1, 2, 3, '2', 'Good', '0-3', ''),
  r(454, 454, 'rhodesia', 'Cuban Advisers', 3, 4, 4, '3', 'Elite', '2-4', 'Some Soviet (Higher ratings)'),
  r(457, 457, 'afghanistan', 'U.S.S.R. Special Forces', 3, 4, 4, '4', 'Elite', '3-4', 'M.V.D.& K.G.B.(Spetsnaz).'),
  r(458, 458, 'afghanistan', 'V.D.V. Airborne', 3, 3, 4, '3', 'Elite', '1-4', ''),
  r(459, 459, 'afghanistan', 'K.G.B. Boarder Guards', 2, 3, 4, '3', 'Elite', '1-3', ''),
  r(460, 461, 'afghanistan', 'Turkestan/Central Asian Reservists', 1, 2, 3, '2', 'Good', '0-3', '1979 & early 1980 only.'),
  r(462, 462, 'afghanistan', 'Conscripts', 2, 2, 3, '3', 'Vet.', '1-3', '1980 onwards'),
  r(463, 463, 'afghanistan', 'D.R.A. Airborne & Commando', 2, 3, 4, '3', 'Elite', '1-3', 'Airborne mutinied 1980'),
  r(464, 464, 'afghanistan', 'D.R.A. Regulars', 1, 2, 3, '2', 'Good', '0-2', ''),
  r(465, 465, 'afghanistan', 'D.R.A. Conscripts (79/80)', 0, 1, 2, '1', 'Aver.', '0-1', ''),
  r(466, 466, 'afghanistan', 'D.R.A. Conscripts (81+)', 0, 1, 2, '1', 'Good', '0-2', ''),
  r(467, 467, 'afghanistan', 'Sarnodoy (Militia)', 0, 1, 2, '1', 'Aver.', '0', 'Policing Militia'),
  r(468, 468, 'afghanistan', 'Police & KHAD (Para-mil.)', 1, 2, 3, '2', 'Good', '0-1', 'Internal struggle between two.'),
  r(469, 469, 'afghanistan', 'Tribal militia', 0, 1, 2, '1', 'Good', '0-1', 'Bought-off guerillas'),
  r(470, 471, 'afghanistan', 'Cuban/E. German/Bulgarian Vietnamese/Syrian Advisers', 3, 3, 4, '4', 'Elite', '2-4', 'Also Ethiopian/S. Yemen. All gone by 1980'),
  r(472, 472, 'afghanistan', 'Main core guerillas', 2, 2, 3, '3', 'Vet.', '1-3', ''),
  r(473, 473, 'afghanistan', 'Regular guerillas', 1, 2, 3, '2', 'Good', '0-2', ''),
  r(474, 474, 'afghanistan', 'Tribesmen/guerillas', 0, 1, 2, '1', 'Aver.', '0-1', 'Possibly 5% of total population'),
  r(477, 477, 'falklands', 'SAS, SBS, RM Arctic Warfare', 3, 4, 4, '4', 'Elite', '3-4', ''),
  r(478, 478, 'falklands', 'RM Commandos, Paras', 3, 3, 4, '3/4', 'Vet./Elite', '2-4', ''),
  r(479, 480, 'falklands', 'Other British forces', 2, 3, 4, '3', 'Vet.', '2-4', 'Gurkha, Scots & Welsh guards, Blues & Royals.'),
  r(481, 481, 'falklands', 'Teniente & Marine Commando', 3, 3, 4, '4', 'Elite', '2-4', ''),
  r(482, 482, 'falklands', 'Regular troops and Marines', 2, 3, 4, '3', 'Good', '1-3', 'Most of troops'),
  r(483, 483, 'falklands', 'Conscripted Troops', 1, 2, 3, '2', 'Aver.', '0-2', '25% of main force'),
  r(484, 484, 'falklands', 'US mercenaries (?)', 3, 3, 4, '4', 'Vet./Elite', '3-4', 'not confirmed & unlikely.'),
  r(487, 488, 'lebanon', 'Israeli Paras & Special Forces', 3, 4, 4, '4', 'Elite', '3-4', 'Sayeret Golanie, Kommando Yami.'),
  r(489, 489, 'lebanon', 'Israeli Regulars', 2, 3, 4, '3', 'Elite', '1-4', ''),
  r(490, 490, 'lebanon', 'Israeli Conscripts', 1, 2, 3, '2', 'Vet.', '0-3', ''),
  r(491, 491, 'lebanon', 'Syrian Commandos', 3, 3, 4, '4', 'Elite', '2-4', ''),
  r(492, 492, 'lebanon', 'Syrian Regulars', 2, 3, 3, '2', 'Vet.', '0-3', ''),
  r(493, 493, 'lebanon', 'Lebanese Army (Mixed)', 1, 2, 3, '3', 'Good', '0-2', ''),
  r(494, 495, 'lebanon', 'Christian Militia & South Lebanese Army (SLA)', 0, 2, 3, '2', 'Vet.', '0-2', 'inc. Shi\'ite Muslims, Phalangists.'),
  r(496, 496, 'lebanon', 'National Guard (SLA)', 0, 1, 2, '1', 'Aver.', '0-1', 'inc. Al-Tanzim.'),
  r(497, 497, 'lebanon', 'Druze & Mainforce PLO', 1, 2, 3, '3', 'Vet.', '0-3', 'Judullah, Amal, I.U.M.'),
  r(498, 499, 'lebanon', 'Lenanese Arab Army & P.L.O. Factions.', 0, 2, 3, '2', 'Good', '0-2', 'Al Amal al Islam, Hezbollah (IRM), October 24th Movement.'),
  r(500, 501, 'lebanon', 'Normal UNIFIL Troops', 3, 3, 4, '3', 'Vet.', '1-4', 'U.S./Italian Marines, Nigerian, U.K. Forces.'),
  r(502, 502, 'lebanon', 'Elite UNIFIL Troops', 3, 4, 4, '4', 'Elite', '2-4', 'French Paras, Irish,Sweedish.'),
  r(505, 505, 'grenada', 'US Special Forces', 3, 4, 4, '4', 'Elite', '3-4', 'SEALs, Delta forces'),
  r(506, 506, 'grenada', 'US Rangers/Pathfinders', 3, 3, 4, '3', 'Elite', '2-4', ''),
  r(507, 507, 'grenada', 'USMC', 2, 3, 4, '3', 'Vet./Elite', '1-3', '22nd MAU'),
  r(508, 508, 'grenada', 'US Airborne', 2, 3, 4, '3', 'Vet.', '1-3', ''),
  r(509, 509, 'grenada', 'Grenadan PRA', 1, 2, 3, '2', 'Good', '0-3', ''),
  r(510, 510, 'grenada', 'Grenadan PRM (militia)', 0, 1, 2, '1', 'Aver.', '0-2', ''),
  r(511, 511, 'grenada', 'Cuban Construction Workers', 1, 2, 3, '2', 'Vet.', '1-3', ''),
  r(512, 512, 'grenada', 'Cuban Army advisers', 2, 3, 4, '3', 'Elite', '2-4', ''),
  r(513, 513, 'grenada', 'Soviet Spetsnaz', 3, 4, 4, '4', 'Elite', '3-4', ''),
  r(514, 515, 'grenada', 'Caribbean PKF (armed forces)', 1, 2, 3, '2', 'Good', '1-3', 'Barbados Defence Force, Jamaican Reg.& Police of: Barbados, Do minica, StVincent'),
  r(516, 517, 'grenada', 'Caribbean PKF (police)', 0, 1, 2, '2', 'Good', '1-3', 'St Lucia, Antiga, St Kit ts-Nevis'),
  r(520, 521, 'gulf-war', 'Allied Special Forces', 3, 4, 4, '4', 'Elite', '3-4', 'U.S.: Spike Det., SFG, SEALs, U.K.: SAS & SBS'),
  r(522, 522, 'gulf-war', 'French Foreign Legion', 3, 3, 4, '3/4', 'Vet./Elite', '2-4', ''),
  r(523, 523, 'gulf-war', 'USMC', 2, 3, 4, '3', 'Vet./Elite', '2-4', ''),
  r(524, 524, 'gulf-war', '82nd & 101st Airborne', 2, 3, 4, '3', 'Vet.', '2-4', ''),
  r(525, 525, 'gulf-war', 'French 4th Dragoon Reg.', 2, 3, 3, '3', 'Good/Vet.', '1-4', ''),
  r(526, 527, 'gulf-war', 'Other U.S., U.K. & French forces.', 2, 3, 4, '3', 'Vet.', '2-4', ''),
  r(528, 529, 'gulf-war', 'Kuwaiti Regulars', 1, 2, 3, '2', 'Vet.', '1-3', 'Army before invasion, 15th & 35th Brigades in Desert Storm.'),
  r(530, 530, 'gulf-war', 'Kuwaiti Conscripts', 0, 1, 2, '1', 'Good/Vet.', '0-2', 'Infantry Brigades in Desert Storm.'),
  r(531, 531, 'gulf-war', 'Saudi Army Natioal Guard', 2, 3, 3, '3', 'Vet.', '2-3', ''),
  r(532, 532, 'gulf-war', 'Royal Saudi Army', 1, 2, 3, '2', 'Good/Vet.', '1-3', ''),
  r(533, 533, 'gulf-war', 'Egyptian 1st Ranger Reg.', 2, 3, 3, '3', 'Good/Vet.', '2-4', ''),
  r(534, 534, 'gulf-war', 'Egyptian Regulars', 2, 2, 3, '2', 'Good', '1-3', '3rd Mech. & 4th Arm Div.s.'),
  r(535, 535, 'gulf-war', 'Syrian Regulars', 2, 2, 3, '3', 'Good', '1-3', '9th Tank Div.'),
  r(536, 536, 'gulf-war', 'Oman Regulars', 2, 3, 4, '3/4', 'Vet', '2-4', '1 Mech Battalion.'),
  r(537, 539, 'gulf-war', 'Bahrain, Niger & Qutar Forces', 1, 2, 3, '2', 'Good/Vet.', '0-3', 'Bahrain 1 Inf. Battalion, Niger 1 Inf. company, Qutar 1 Mech. Battalion.'),
  r(540, 540, 'gulf-war', 'Moroccan 6th Mech.', 1, 2, 2, '2', 'Good', '0-3', ''),
  r(542, 542, 'gulf-war', '8th Republican Guard', 2, 3, 3, '3', 'Vet.', '2-3', 'Special forces.'),
  r(543, 543, 'gulf-war', 'Other Republican Guard', 2, 2, 3, '2', 'Vet.', '2-3', 'inc. 10th Armd. Div.'),
  r(544, 544, 'gulf-war', 'Regular Infantry', 1, 2, 2, '2', 'Good', '0-3', ''),
  r(545, 545, 'gulf-war', 'Other Regular Units', 1, 2, 3, '2/3', 'Good/Vet.', '1-3', ''),
  r(546, 546, 'gulf-war', 'Conscripted Infantry', 0, 1, 2, '1', 'Aver.', '0-2', ''),
];

/** The printed note under the Gulf War heading (seed line 541). */
export const IRAQI_NOTE: Sourced<string> = printed(
  'Iraqi Forces: These are pre-invasion ratings & should be lowered after allied bombing',
  seedLine(541, 'Gulf War unit ratings, Iraqi Forces'),
);

export const unitRatingsOf = (conflict: Conflict): readonly Sourced<UnitRating>[] => UNIT_RATINGS.filter((u) => u.value.conflict === conflict);
