import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { formatPoints } from '../../../../../shared/money';
import { axisTicks, compactPoints, shortDay } from '../lib/chart-scale';

/** One series of bars: a value per day (points), drawn in `color` (a CSS colour). */
export interface ChartSeries {
  readonly label: string;
  readonly color: string;
  readonly values: readonly number[];
  /** Colour of a negative value (the house result below zero); `color` when absent. */
  readonly negativeColor?: string;
}

interface DayBarsChartProps {
  readonly title: string;
  /** YYYY-MM-DD, oldest first; one entry per value of each series. */
  readonly days: readonly string[];
  readonly series: readonly ChartSeries[];
  /** The day whose figures are read out (highlighted), and how a hover or tap picks another. */
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly testId: string;
}

const HEIGHT = 220;
const MARGIN = { top: 10, right: 8, bottom: 26, left: 52 };
/** About one day label per this many pixels, so they never overlap on a phone. */
const LABEL_SPACING = 44;

/** The drawing's width: its box's, followed as the window changes (jsdom has no layout: 640). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      if (box.clientWidth > 0) setWidth(box.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Bars per day on a value axis through zero, drawn in SVG at the box's own pixel width (text stays
 * readable on a phone). The value axis is labelled in short units; the day axis shows DD/MM as
 * often as room allows, always including the last day. Hovering or tapping a day selects it.
 */
export function DayBarsChart({ title, days, series, selected, onSelect, testId }: DayBarsChartProps) {
  const { ref, width } = useWidth();
  const ticks = axisTicks(series.flatMap((s) => s.values));
  const [low, high] = [ticks[0]!, ticks[ticks.length - 1]!];
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 60);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (value: number) => MARGIN.top + ((high - value) / (high - low)) * plotHeight;
  const band = plotWidth / days.length;
  const barWidth = Math.max((band * 0.76) / series.length, 1);
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / LABEL_SPACING))));

  return (
    <Box ref={ref} w="full" data-testid={testId}>
      <svg width={width} height={HEIGHT} role="img" aria-label={title} style={{ display: 'block', touchAction: 'manipulation' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? '#868e96' : '#e9ecef'} />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="11" fill="#495057">
              {compactPoints(tick)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = MARGIN.left + i * band;
          const labelled = (days.length - 1 - i) % labelEvery === 0;
          return (
            <g key={day} data-testid={`${testId}-day`} data-day={day}>
              {i === selected && <rect x={x} y={MARGIN.top} width={band} height={plotHeight} fill="#f3f0ff" />}
              {series.map((s, k) => {
                const value = s.values[i] ?? 0;
                const top = y(Math.max(value, 0));
                return (
                  <rect key={s.label} x={x + band * 0.12 + k * barWidth} y={top} width={barWidth} height={Math.max(Math.abs(y(value) - y(0)), value === 0 ? 0 : 1)} fill={value < 0 && s.negativeColor ? s.negativeColor : s.color}>
                    <title>{`${shortDay(day)} · ${s.label}: ${formatPoints(value)}`}</title>
                  </rect>
                );
              })}
              {labelled && (
                <text x={x + band / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#495057">
                  {shortDay(day)}
                </text>
              )}
              {/* The whole column answers a hover, a tap or a click: thin bars are hard to hit on a phone. */}
              <rect x={x} y={MARGIN.top} width={band} height={plotHeight} fill="transparent" onMouseEnter={() => onSelect(i)} onClick={() => onSelect(i)} />
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
