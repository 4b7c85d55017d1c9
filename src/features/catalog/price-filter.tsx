import { useId, useState, type KeyboardEvent } from 'react';
import { PRICE_MAX, PRICE_MIN } from '../../shared/config/catalog';
import { uk } from '../../shared/i18n/uk';
import { formatAmount, formatPrice } from '../../shared/lib/format-price';
import { pluralize } from '../../shared/lib/plural';
import type { CatalogViewResult } from './catalog-view';
import { orderedRange, parsePriceBound, type PriceRange } from '../../shared/lib/catalog-address';
import { bandInRange, PRICE_BAND_COUNT } from './price-range';
import facetStyles from './facet-group.module.css';
import styles from './price-filter.module.css';
import { catalogText } from './catalog-text';

interface PriceFilterProps {
  range: PriceRange;
  /**
   * The view's figures: the bands of the chart and the span said in words;
   * undefined while they are being worked out, when the chart stands empty and nothing is said.
   */
  figures: Pick<CatalogViewResult, 'priceBands' | 'priceSpan'> | undefined;
  onChange: (range: PriceRange) => void;
}

/**
 * The catalogue's price range (docs/catalogue-and-favourites.md): a chart of how
 * many products each price band holds under the other filters, for the eye
 * only, and two fields, `Ціна від` and `Ціна до`, whose description says the
 * same in words. A field applies on Enter or when it is left.
 */
export function PriceFilter({ range, figures, onChange }: PriceFilterProps) {
  const span = figures?.priceSpan;
  const id = useId();
  const t = catalogText.price;
  const spanId = `${id}-span`;
  const hintId = `${id}-hint`;
  const description =
    span === undefined
      ? ''
      : span === null
        ? t.none
        : span.lowest === span.highest
          ? t.single(formatPrice(span.lowest), pluralize(span.count, uk.products.count))
          : t.span(
              formatAmount(span.lowest),
              formatPrice(span.highest),
              pluralize(span.count, uk.products.count),
            );
  return (
    <fieldset className={facetStyles.group}>
      <legend className={facetStyles.legend}>{t.legend}</legend>
      <PriceChart bands={figures?.priceBands ?? NO_BANDS} range={range} />
      <p id={spanId} className={styles.span}>
        {description}
      </p>
      <div className={styles.fields}>
        <PriceField
          label={t.from}
          value={range.min}
          placeholder={formatAmount(PRICE_MIN)}
          describedBy={`${spanId} ${hintId}`}
          onCommit={(min) => onChange(orderedRange({ min, max: range.max }))}
        />
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        <PriceField
          label={t.to}
          value={range.max}
          placeholder={formatAmount(PRICE_MAX)}
          describedBy={`${spanId} ${hintId}`}
          onCommit={(max) => onChange(orderedRange({ min: range.min, max }))}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {t.hint(formatAmount(PRICE_MIN), formatAmount(PRICE_MAX))}
      </p>
    </fieldset>
  );
}

interface PriceFieldProps {
  label: string;
  value: number | null;
  placeholder: string;
  describedBy: string;
  onCommit: (value: number | null) => void;
}

/**
 * One bound. What is typed stays as typed until it is applied; then an empty
 * field is no bound, a whole number is brought into the goods' span of prices, and anything
 * else is ignored (the field shows the bound in force again).
 */
/** A bound as the field writes it: empty for none. */
const boundText = (bound: number | null) => (bound === null ? '' : String(bound));

function PriceField({ label, value, placeholder, describedBy, onCommit }: PriceFieldProps) {
  const id = useId();
  const [text, setText] = useState(boundText(value));
  // The bound can change from outside (a chip removed, Back): show it then.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(boundText(value));
  }

  function commit() {
    const typed = text.trim();
    const bound = typed === '' ? null : parsePriceBound(typed);
    if (typed !== '' && bound === null) {
      setText(boundText(value));
      return;
    }
    setText(boundText(bound));
    if (bound !== value) onCommit(bound);
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={styles.inputWrap}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          aria-describedby={describedBy}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <span aria-hidden="true" className={styles.unit}>
          {catalogText.price.unit}
        </span>
      </span>
    </div>
  );
}

const CHART_HEIGHT = 48;
/** The chart's frame while the view's figures are worked out: every band drawn flat. */
const NO_BANDS: readonly number[] = Array.from({ length: PRICE_BAND_COUNT }, () => 0);
const BAR_GAP = 2;
const BAR_WIDTH = 10;

/**
 * The bars, one a price band, as inline SVG (attributes, so the page's CSP,
 * which allows no inline style, draws them in the HTML built ahead too); the
 * bands inside the chosen range in the accent colour. A picture for the eye:
 * the description above the fields says it in words.
 */
function PriceChart({ bands, range }: { bands: readonly number[]; range: PriceRange }) {
  const highest = Math.max(1, ...bands);
  const width = bands.length * (BAR_WIDTH + BAR_GAP) - BAR_GAP;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="price-chart"
    >
      {bands.map((count, band) => {
        // A band with products is never drawn flat: at least a sliver shows.
        const height = count === 0 ? 0 : Math.max(2, (count / highest) * CHART_HEIGHT);
        return (
          <rect
            key={band}
            x={band * (BAR_WIDTH + BAR_GAP)}
            y={CHART_HEIGHT - height}
            width={BAR_WIDTH}
            height={height}
            rx={1.5}
            className={bandInRange(band, range) ? styles.barInRange : styles.bar}
            data-count={count}
          />
        );
      })}
    </svg>
  );
}
