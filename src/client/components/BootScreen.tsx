import { brandName } from '../lib/brand';

/**
 * The skeleton `index.html` paints before the script runs (its inline CSS: brand gradient, brand
 * name, pulsing blocks), shown again wherever the app waits with nothing to show: the start-up check,
 * a screen's chunk loading on a first visit, the way from sign-up to Home. Never a blank screen.
 */
export function BootScreen() {
  return (
    <div className="boot-bg" aria-busy="true" data-testid="boot-screen">
      <div className="boot">
        <div>
          <i className="welcome" />
          <p className="boot-brand">{brandName()}</p>
        </div>
        <div>
          <i className="button" />
          <i className="button" />
        </div>
      </div>
    </div>
  );
}
