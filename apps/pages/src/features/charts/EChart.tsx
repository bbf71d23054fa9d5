// The one echarts wrapper of the charts showcase (ui-kit's d3 charts draw the rest), drawn with the SVG renderer
// (crisp at any zoom, and jsdom renders it). It follows the skin (text, grid and tooltip colours from the
// antd tokens, so the dark skins' charts are dark), right-to-left pages (the x axis runs from the right, the value
// axis stands on the right) and the reader's motion setting; the container carries the chart's accessible name.
import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import { init, use as install, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { prefersReducedMotion } from '@live-agent/ui-kit';
import { useChartSkin } from '@live-agent/ui-kit/charts';

// What every example here uses; each example installs its own chart type (and its coordinate system), so a page
// loads only the echarts code it draws with.
install([GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Options = Record<string, unknown>;

export interface EChartProps {
  /** The chart's accessible name: what it shows; the figures are in the table beside it. */
  label: string;
  option: EChartsCoreOption;
  height: number;
}

const FALLBACK_WIDTH = 600; // before layout, and in jsdom where nothing has a size

const list = (value: unknown): Options[] => (Array.isArray(value) ? value : value ? [value as Options] : []);
const merged = (base: Options, own: unknown): Options => ({ ...base, ...((own as Options) ?? {}) });

/** The example's option with the skin's colours and the page's direction filled in where it says nothing. */
function skinned(
  option: EChartsCoreOption,
  colors: { text: string; grid: string; font: string; tooltip: Options },
  rtl: boolean,
) {
  const axis = (own: Options, along: 'x' | 'y' | 'polar') => ({
    ...own,
    axisLabel: merged({ color: colors.text }, own.axisLabel),
    axisLine: merged({ lineStyle: { color: colors.grid } }, own.axisLine),
    splitLine: merged({ lineStyle: { color: colors.grid } }, own.splitLine),
    // Right to left: categories and values run from the right, and the vertical axis stands there.
    ...(rtl && along === 'x' ? { inverse: !own.inverse } : {}),
    ...(rtl && along === 'y' && own.position === undefined ? { position: 'right' } : {}),
  });
  const own = option as Options;
  return {
    ...own,
    backgroundColor: 'transparent',
    animation: (own.animation as boolean | undefined) ?? !prefersReducedMotion(),
    textStyle: { color: colors.text, fontFamily: colors.font },
    // Right to left, the room kept for the value axis' labels is on the right.
    grid:
      own.grid && rtl
        ? { ...(own.grid as Options), left: (own.grid as Options).right, right: (own.grid as Options).left }
        : own.grid,
    tooltip: own.tooltip && { confine: true, ...colors.tooltip, ...(own.tooltip as Options) },
    legend: own.legend && merged({ textStyle: { color: colors.text }, align: rtl ? 'right' : 'auto' }, own.legend),
    xAxis: own.xAxis && list(own.xAxis).map((one) => axis(one, 'x')),
    yAxis: own.yAxis && list(own.yAxis).map((one) => axis(one, 'y')),
    angleAxis: own.angleAxis && axis(own.angleAxis as Options, 'polar'),
    radiusAxis: own.radiusAxis && axis(own.radiusAxis as Options, 'polar'),
    radar:
      own.radar &&
      merged(
        {
          axisName: { color: colors.text },
          axisLine: { lineStyle: { color: colors.grid } },
          splitLine: { lineStyle: { color: colors.grid } },
          splitArea: { show: false },
        },
        own.radar,
      ),
    visualMap: own.visualMap && merged({ textStyle: { color: colors.text } }, own.visualMap),
  } as EChartsCoreOption;
}

export function EChart({ label, option, height }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const { token } = theme.useToken();
  const { rtl } = useChartSkin();

  useEffect(() => {
    const element = ref.current!;
    const width = () => element.clientWidth || FALLBACK_WIDTH;
    const instance = init(element, null, { renderer: 'svg', width: width(), height });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => instance.resize({ width: width(), height }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    const colors = {
      text: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
      font: token.fontFamily,
      tooltip: {
        backgroundColor: token.colorBgElevated,
        borderColor: token.colorBorderSecondary,
        textStyle: { color: token.colorText },
        extraCssText: `box-shadow: ${token.boxShadowSecondary}; border-radius: ${token.borderRadius}px;`,
      },
    };
    chart.current?.setOption(skinned(option, colors, rtl), { notMerge: true });
  }, [option, rtl, token, height]);

  // echarts lays its text out left to right itself (the options above mirror the chart): in a right-to-left page its
  // SVG text would otherwise anchor at the wrong end and overlap the plot.
  return <div ref={ref} dir="ltr" role="img" aria-label={label} className="charts-echart" style={{ height }} />;
}
