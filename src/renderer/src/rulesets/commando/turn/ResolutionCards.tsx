import { useEffect, useState } from 'react';
import type { AuditEvent, AuditReport } from '@shared/contract/api';
import type { GameEvent, RecordedDice } from '@shared/rulesets/commando/model/events';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { describeSquare } from '@shared/map/coords';
import type { UmpireClient } from '../../../api/client';
import { BreakdownCard } from '../../../components/BreakdownCard';
import type { Overlay } from '../tools/tool';
import { diceRolls } from '@shared/rulesets/commando/view/log/dice-text';
import { chartWeaponName } from '@shared/rulesets/commando/view/log/names';
import { describeEvent } from '@shared/rulesets/commando/view/log/describe';
import { umpireLogNames } from './log-lines';

/**
 * The last resolutions (fire, grenade throws, observation attempts), straight
 * from the audit: every chance as its Breakdown (base value and table cell,
 * each modifier with its Case, rounding, the clamp, the final value, non-printed
 * values marked), the dice with how they were made — seeded by the host or
 * typed in from real dice — and the outcome. Undone events drop out.
 */
type Resolution = Extract<GameEvent, { type: 'fire-resolved' | 'grenade-thrown' | 'observation-attempted' | 'mine-triggered' | 'mine-detonated' | 'panic-checked' | 'grenade-dropped' | 'dropped-grenade-exploded' }>;

// Every roll that decides something the umpire must see: a mine roll with no detonation included (Case 22.1).
const RESOLUTION_TYPES = new Set(['fire-resolved', 'grenade-thrown', 'observation-attempted', 'mine-triggered', 'mine-detonated', 'panic-checked', 'grenade-dropped', 'dropped-grenade-exploded']);

export function recentResolutions(audit: AuditReport, limit = 3): { seq: number; event: Resolution }[] {
  const out: { seq: number; event: Resolution }[] = [];
  for (let i = audit.events.length - 1; i >= 0 && out.length < limit; i--) {
    const e: AuditEvent = audit.events[i]!;
    if (e.kind === 'game' && e.revertedBy === null && RESOLUTION_TYPES.has(e.event.type)) out.push({ seq: e.seq, event: { ...e.event, ...(e.dice.length ? { dice: e.dice } : {}) } as Resolution });
  }
  return out;
}

const MODE_LABEL: Record<RecordedDice['mode'], string> = { seeded: 'seeded', physical: 'typed in', scripted: 'scripted' };

export function DiceList({ dice }: { dice: readonly RecordedDice[] | undefined }) {
  if (!dice || dice.length === 0) return <p className="muted small">No dice.</p>;
  return (
    <ul className="dice-list" data-testid="resolution-dice">
      {diceRolls(dice).map((d, i) => (
        <li key={i}>
          <span className={`dice-mode ${d.mode}`}>{MODE_LABEL[d.mode]}</span> {d.purpose}: <b className="faces">{d.text}</b>
        </li>
      ))}
    </ul>
  );
}

function name(view: UmpireView, id: string): string {
  const m = view.men.find((x) => x.id === id);
  return m ? `${m.name} (${m.id})` : id;
}

function Card({ view, event }: { view: UmpireView; event: Resolution }) {
  switch (event.type) {
    case 'mine-triggered':
    case 'mine-detonated':
    case 'panic-checked':
      return (
        <>
          <h4>
            {event.type === 'panic-checked' ? 'Panic check' : event.type === 'mine-triggered' ? (event.how === 'tripwire' ? 'Tripwire' : 'Mine') : 'Mines go off'}{' '}
            <span className="case">{event.caseRef}</span>
          </h4>
          {event.type === 'panic-checked' && <BreakdownCard breakdown={event.chance} unit="%" />}
          <DiceList dice={event.dice} />
        </>
      );
    case 'grenade-dropped':
      return (
        <>
          <h4>
            Grenade dropped from horseback: {name(view, event.riderId)} from {name(view, event.mountId)} in {describeSquare(event.square)} <span className="case">{event.caseRef}</span>
          </h4>
          <DiceList dice={event.dice} />
          <p className="outcome" data-testid="resolution-outcome">
            1D10 = {event.roll}: {event.direction ? `scatters one square ${event.direction.toUpperCase()} (1–8)` : 'stays where dropped (9–10)'}; it lies in {describeSquare(event.landing)} and goes off when the gallop ends
          </p>
        </>
      );
    case 'dropped-grenade-exploded':
      return (
        <>
          <h4>
            Dropped grenade goes off in {describeSquare(event.landing)} <span className="case">{event.caseRef}</span>
          </h4>
          {event.blast && <BreakdownCard breakdown={event.blast.killChance} unit="%" />}
          {event.blast && (
            <ul className="small" data-testid="resolution-outcome">
              <li>Blast: {event.blast.code} (Case 11.84)</li>
              {event.blast.men.length === 0 && <li>Nobody in the blast (Case 11.41)</li>}
              {event.blast.men.map((m) => (
                <li key={m.id}>
                  {name(view, m.id)}: {m.killed ? 'killed' : `${m.wounds} Wound Points`} — {m.reason}
                </li>
              ))}
            </ul>
          )}
          <DiceList dice={event.dice} />
        </>
      );
    case 'observation-attempted':
      return (
        <>
          <h4>
            Observation: {name(view, event.observerId)} → {name(view, event.targetId)} <span className="case">{event.caseRef}</span>
          </h4>
          <BreakdownCard breakdown={event.breakdown} unit="%" />
          <DiceList dice={event.dice} />
          <p className={event.success ? 'outcome good' : 'outcome'} data-testid="resolution-outcome">
            1D100 = {event.roll} against {event.chance}%: {event.success ? `observed in ${describeSquare(event.square)}` : 'not observed'}
          </p>
        </>
      );
    case 'fire-resolved':
      return (
        <>
          <h4>
            {event.opportunity ? 'Opportunity fire' : 'Fire'}: {name(view, event.firerId)} with the {chartWeaponName(event.weapon)}
            {event.aimed ? ', aimed' : ''}
            {event.spray ? ', spray' : ''} <span className="case">{event.caseRef}</span>
          </h4>
          {event.targets.map((t) => (
            <div key={t.targetId} className="resolution-target">
              <p className="small">
                At {name(view, t.targetId)} — {t.fires} fire{t.fires === 1 ? '' : 's'}
              </p>
              <div className="card-pair">
                <BreakdownCard breakdown={t.chance} unit="%" />
                <BreakdownCard breakdown={t.killChance} unit="%" />
              </div>
              <p className={t.hit ? 'outcome bad' : 'outcome'} data-testid="resolution-outcome">
                {t.killed ? 'Killed outright (Case 10.54)' : t.hit ? `Hit: ${t.woundPoints} Wound Points, ${t.condition}` : 'Missed'}
                {t.panicCheckDue ? ` · panic check due (${t.panicCheckDue.caseRef})` : ''}
              </p>
            </div>
          ))}
          <BreakdownCard breakdown={event.cost} unit=" TP" />
          <DiceList dice={event.dice} />
          {event.magazineUnloaded && <p className="outcome">Magazine check: the weapon is unloaded (Case 10.62)</p>}
        </>
      );
    case 'grenade-thrown':
      return (
        <>
          <h4>
            {event.opportunity ? 'Opportunity throw' : 'Grenade'}: {name(view, event.manId)} throws a {event.grenade.type} grenade at {describeSquare(event.target)} <span className="case">{event.caseRef}</span>
          </h4>
          <BreakdownCard breakdown={event.chance} unit="%" />
          <DiceList dice={event.dice} />
          <p className={event.hit ? 'outcome good' : 'outcome'} data-testid="resolution-outcome">
            {event.hit ? `On target: lands in ${describeSquare(event.landing)}` : `Missed: scatters ${event.scatter ? `${event.scatter.distance} ${event.scatter.direction}` : ''} to ${describeSquare(event.landing)} (Case 11.3)`}
          </p>
          {event.blast && (
            <>
              <BreakdownCard breakdown={event.blast.killChance} unit="%" />
              <ul className="small">
                <li>
                  Blast in {describeSquare(event.blast.square)}: {event.blast.code} (Case 11.84)
                </li>
                {event.blast.men.length === 0 && <li>Nobody in the blast (Case 11.41)</li>}
                {event.blast.men.map((m) => (
                  <li key={m.id}>
                    {name(view, m.id)}: {m.killed ? 'killed' : `${m.wounds} Wound Points`} — {m.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
          <BreakdownCard breakdown={event.cost} unit=" TP" />
        </>
      );
  }
}

export function ResolutionCards({ client, view }: { client: UmpireClient; view: UmpireView }) {
  const [audit, setAudit] = useState<AuditReport>();
  useEffect(() => {
    let live = true;
    void client.call('audit', {}).then(
      (a) => live && setAudit(a),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, view.version]);
  return audit ? <ResolutionList view={view} audit={audit} /> : null;
}

/** The last resolutions of an audit, each with its sentence (view/log/), its chances and its dice as rolled. */
export function ResolutionList({ view, audit }: { view: UmpireView; audit: AuditReport }) {
  const recent = recentResolutions(audit);
  const names = umpireLogNames(view);
  if (recent.length === 0) return null;
  return (
    <section className="resolutions" data-testid="resolution-cards">
      <h3>Last resolutions</h3>
      {recent.map(({ seq, event }) => (
        <article key={seq} className="resolution" data-testid={`resolution-${event.type}`}>
          <p className="sentence" data-testid="resolution-sentence">
            {describeEvent(event, names).text}
          </p>
          <Card view={view} event={event} />
        </article>
      ))}
    </section>
  );
}

/**
 * The chances before a resolution: the fire and grenade tools' previews as
 * cards (nothing rolled yet), and the deploy tool's status line.
 */
export function ToolPreviewCards({ overlay, deployStatus }: { overlay: Overlay; deployStatus?: string }) {
  switch (overlay.kind) {
    case 'deploy':
      return (
        <p className="hint" data-testid="deploy-status">
          {deployStatus}
        </p>
      );
    case 'fire': {
      const p = overlay.preview;
      if (p.error) return <p className="error" data-testid="fire-error">{p.error}</p>;
      if (!p.chance) return <p className="muted small">{p.targets.length === 0 ? `${p.firerId} observes no Enemy man: nobody to fire at (Case 10.14).` : `Observed now: ${p.targets.map((t) => t.id).join(', ')}.`}</p>;
      return (
        <div className="preview-cards" data-testid="fire-card">
          <p className="small">
            {p.firerId} at {p.targetId}: {p.chance.fires} fire{p.chance.fires === 1 ? '' : 's'} with the {chartWeaponName(p.chance.weapon)}
          </p>
          <BreakdownCard breakdown={p.chance.chance.breakdown} unit="%" />
          <BreakdownCard breakdown={p.chance.chance.killBreakdown} unit="%" />
          <BreakdownCard breakdown={p.chance.taskPointCost} unit=" TP" />
        </div>
      );
    }
    case 'grenade': {
      const p = overlay.preview;
      const fan = [...p.fan].sort((a, b) => b.probability - a.probability);
      return (
        <div className="preview-cards" data-testid="grenade-card">
          <p className="small">
            {p.launcher === 'rifle-grenade'
              ? `${p.throwerId} fires his affixed rifle grenade: a click fires it at the square (Case 18.14).`
              : p.launcher === 'thump-gun'
                ? `${p.throwerId} fires his thump gun: a click fires it at the square (Case 21.12).`
                : p.prepared
                  ? `${p.throwerId} holds a prepared ${p.prepared.type} grenade: a click throws it (Case 11.2).`
                  : `${p.throwerId} holds no prepared grenade: a click prepares one (Case 11.1).`}
          </p>
          {p.error && <p className="error">{p.error}</p>}
          {p.chance && <BreakdownCard breakdown={p.chance} unit="%" />}
          {fan.length > 0 && (
            <table className="fan" data-testid="scatter-fan">
              <caption>Where it lands (Cases 11.3, 11.31)</caption>
              <tbody>
                {fan.slice(0, 8).map((f) => (
                  <tr key={`${f.square.col},${f.square.row}`}>
                    <td>{describeSquare(f.square)}</td>
                    <td className="num">{(f.probability * 100).toFixed(1)}%</td>
                  </tr>
                ))}
                {fan.length > 8 && (
                  <tr>
                    <td className="muted">{fan.length - 8} more squares</td>
                    <td className="num muted">{(fan.slice(8).reduce((n, f) => n + f.probability, 0) * 100).toFixed(1)}%</td>
                  </tr>
                )}
              </tbody>
            </table>
          )}
          {p.blast && (
            <ul className="small" data-testid="blast-men">
              <li>Blast area: {p.to ? describeSquare(p.to) : ''} and the eight squares around it (Case 11.41)</li>
              {p.blast.men.length === 0 && <li className="muted">Nobody there.</li>}
              {p.blast.men.map((m) => (
                <li key={m.id}>
                  {m.id}: {m.affected ? (m.halved ? 'hit, Wound Points halved' : 'hit') : 'shielded'} — {m.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    }
    default:
      return null;
  }
}
