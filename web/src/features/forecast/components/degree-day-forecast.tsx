// A tank's degree-day forecast on its Information tab (issue 17; docs/decisions/093): days left and
// the run-out date by degree days beside the plain average's, the K-factor and base load they come
// from, the fit's quality (R², days) and whether it drives the tank's days left.
import type { AssetForecast } from '@ullage/domain/forecast/api';
import { GOOD_FIT_MIN_DAYS, GOOD_FIT_MIN_R2 } from '@ullage/domain/forecast/degree-days';
import { useAssetForecast } from '../api/get-asset-forecast';
import './degree-day-forecast.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const fmt = (v: number | null, digits = 1) => (v === null ? '–' : v.toLocaleString('en-US', { maximumFractionDigits: digits }));
const dateText = (day: string | null) => {
  if (!day) return '–';
  const [y, m, d] = day.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
};

function seasonText(f: AssetForecast): string {
  if (!f.season) return 'All year';
  const s = f.season;
  const from = f.seasonFrom === 'tank' ? 'this tank' : 'its folder';
  return `${MONTHS[s.startMonth - 1]} ${s.startDay} – ${MONTHS[s.endMonth - 1]} ${s.endDay} (${from})`;
}

function verdict(f: AssetForecast): string {
  if (f.usedForDaysLeft) return 'Yes: days left follows the degree-day forecast';
  if (!f.heatingFuel) return 'No: the product is not a heating fuel';
  if (f.kFactor === null) return 'No: use does not follow degree days';
  return `No: the fit needs R² of at least ${GOOD_FIT_MIN_R2} over at least ${GOOD_FIT_MIN_DAYS} days`;
}

export function DegreeDayForecast({ assetUid, unit }: { assetUid: number; unit: string }) {
  const q = useAssetForecast(assetUid);
  const f = q.data;
  return (
    <section aria-labelledby="degree-day-title" className="degree-day">
      <h3 id="degree-day-title" className="section-title">
        Degree-day forecast
      </h3>
      {!f ? (
        <p className="manage-muted">{q.isError ? 'The forecast could not be loaded.' : 'Loading…'}</p>
      ) : f.weatherFolderUid === null ? (
        <p className="manage-muted">No folder above this tank has a weather source, so days left is the plain average.</p>
      ) : (
        <>
          <table className="degree-day-table" aria-label="Days left by forecast">
            <thead>
              <tr>
                <th scope="col">Forecast</th>
                <th scope="col">Days left</th>
                <th scope="col">Run-out date</th>
                <th scope="col">Use a day</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Degree days</th>
                <td>{fmt(f.degreeDays.daysLeft)}</td>
                <td>{dateText(f.degreeDays.runOutDate)}</td>
                <td>{f.degreeDays.next7Days === null ? '–' : `${fmt(f.degreeDays.next7Days / 7)} ${unit} (next 7 days)`}</td>
              </tr>
              <tr>
                <th scope="row">Plain average</th>
                <td>{fmt(f.average.daysLeft)}</td>
                <td>{dateText(f.average.runOutDate)}</td>
                <td>{f.average.rate === null ? '–' : `${fmt(f.average.rate)} ${unit}`}</td>
              </tr>
            </tbody>
          </table>
          <dl className="manage-facts degree-day-facts">
            <div>
              <dt>K-factor</dt>
              <dd>{f.kFactor === null ? '–' : `${fmt(f.kFactor, 2)} degree days per ${unit}`}</dd>
            </div>
            <div>
              <dt>Base load</dt>
              <dd>{f.baseLoad === null ? '–' : `${fmt(f.baseLoad, 2)} ${unit} a day`}</dd>
            </div>
            <div>
              <dt>Fit quality</dt>
              <dd>{`R² ${fmt(f.r2, 2)} over ${f.n} days`}</dd>
            </div>
            <div>
              <dt>Heating season</dt>
              <dd>{seasonText(f)}</dd>
            </div>
            <div>
              <dt>Weather from</dt>
              <dd>{f.weatherFolderLabel}</dd>
            </div>
            <div>
              <dt>Drives days left</dt>
              <dd>{verdict(f)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
