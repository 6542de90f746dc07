// spec 001 §2 "config snapshot": the manage modal's Config tab (/asset/config, /device/config,
// /folder/config). Every config of the entity with its fields in the viewer's units, as saved now or
// as it stood at a saved version or a chosen time (GET Entity/{uid}/Config?at=; docs/decisions/103);
// a past snapshot says what has changed or gone since.
import { configTypeLabel } from '@ullage/domain/configs';
import { parseCentralTimestamp } from '@ullage/domain/time-zones';
import { useMemo, useState } from 'react';
import { Loader } from '../../../components/loader';
import { useConfigHistory } from '../api/get-config-history';
import { useConfigSnapshot } from '../api/get-config-snapshot';
import { useEntityConfigs } from '../api/get-entity-configs';
import { configSnapshot, wallClockInput } from '../utils/history';
import { Facts } from './facts';
import { useManageEnvironment } from './manage-environment';

/** A saved version's moment: its second, to its end (the history's times are to the second). */
const versionInstant = (changedDate: string) => {
  const at = parseCentralTimestamp(changedDate);
  return at ? new Date(at.getTime() + 999) : null;
};

export function ConfigSnapshot({ uid }: { uid: number }) {
  const env = useManageEnvironment();
  const history = useConfigHistory(uid);
  const current = useEntityConfigs(uid);
  const [at, setAt] = useState<Date | null>(null);
  const [version, setVersion] = useState('');
  const [typed, setTyped] = useState('');
  const typedAt = wallClockInput(typed, env.timeZone);
  const snapshot = useConfigSnapshot(uid, at);
  // The saved versions, newest first, one per second, each with what it changed.
  const versions = useMemo(() => {
    const byDate = new Map<string, string[]>();
    for (const h of history.data ?? []) {
      const what = `${h.changeLabel} ${configTypeLabel(h.configTypeId)}`;
      const list = byDate.get(h.changedDate) ?? [];
      if (!list.includes(what)) list.push(what);
      byDate.set(h.changedDate, list);
    }
    return [...byDate].map(([date, what]) => ({ date, what: what.join(', ') }));
  }, [history.data]);
  const configs = useMemo(
    () => (snapshot.data ? configSnapshot(snapshot.data, env.units, at ? current.data : undefined) : []),
    [snapshot.data, env.units, at, current.data],
  );
  const changed = configs.filter((c) => c.removedSince || c.fields.some((f) => f.now !== undefined)).length;
  const added = at && current.data && snapshot.data ? current.data.filter((c) => !snapshot.data.some((s) => s.id === c.id)).length : 0;

  return (
    <section aria-label="Config snapshot" className="history-block config-snapshot">
      <h3 className="section-title">Config snapshot</h3>
      <div className="range-picker" role="group" aria-label="Snapshot time">
        <button
          type="button"
          className={at === null ? 'button button-primary' : 'button button-secondary'}
          aria-pressed={at === null}
          onClick={() => {
            setAt(null);
            setVersion('');
          }}
        >
          Now
        </button>
        <label className="range-date">
          Saved version
          <select
            className="input"
            value={version}
            onChange={(e) => {
              setVersion(e.target.value);
              setAt(e.target.value ? versionInstant(e.target.value) : null);
            }}
          >
            <option value="">Choose…</option>
            {versions.map((v) => (
              <option key={v.date} value={v.date}>
                {env.formatDateTime(v.date)} · {v.what}
              </option>
            ))}
          </select>
        </label>
        <label className="range-date">
          As of <input className="input snapshot-time" type="datetime-local" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button
          type="button"
          className="button button-secondary"
          disabled={!typedAt}
          onClick={() => {
            setVersion('');
            setAt(typedAt);
          }}
        >
          Show
        </button>
      </div>
      <p className="manage-muted" role="status">
        {at ? `As the configs stood on ${env.formatDateTime(at)}` : 'As the configs are saved now'}
        {at && snapshot.data && (changed > 0 || added > 0)
          ? ` · since then ${changed} changed or removed, ${added} added`
          : at && snapshot.data
            ? ' · unchanged since'
            : ''}
      </p>
      {snapshot.isPending && <Loader inline />}
      {snapshot.isError && (
        <p role="alert" className="field-error">
          The configs could not be loaded.
        </p>
      )}
      {snapshot.data?.length === 0 && <p className="manage-muted">No configs {at ? 'at that time' : 'saved'}.</p>}
      {configs.map((c) => (
        <article key={`${c.id}-${c.title}`} className="snapshot-config" aria-label={c.title}>
          <h4 className="snapshot-title">
            {c.title}
            {c.removedSince && <span className="manage-muted"> · removed since</span>}
          </h4>
          <Facts
            items={c.fields.map((f) => [
              f.name,
              f.now === undefined ? (
                f.text
              ) : (
                <>
                  {f.text} <span className="snapshot-now">(now {f.now})</span>
                </>
              ),
            ])}
          />
        </article>
      ))}
    </section>
  );
}
