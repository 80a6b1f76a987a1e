import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import LineChart from '@/components/charts/LineChart.vue'
import { layoutChart, niceTicks, thinTicks } from '@/components/charts/chart-geometry'

const anna = { name: 'Anna', points: [1, 2, 3].map((x, i) => ({ x, y: [20, 45, 80][i]! })) }
const bo = { name: 'Bo', points: [1, 2, 3].map((x, i) => ({ x, y: [10, 50, 61][i]! })) }

/** The chart once mounted and drawn at its measured size (the next tick). */
async function mountChart(series = [anna, bo]) {
  const wrapper = mount(LineChart, {
    props: {
      title: 'Running total per round',
      series,
      xLabel: 'Round',
      yLabel: 'Points',
      xTicks: [1, 2, 3],
    },
    attachTo: document.body,
  })
  await flushPromises()
  return wrapper
}

describe('LineChart', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('holds the plot’s place until the figure is laid out, then draws it at that width', async () => {
    let layOut: (() => void) | undefined
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(report: ResizeObserverCallback) {
          layOut = () =>
            report([{ contentRect: { width: 360 } } as ResizeObserverEntry], this as never)
        }
        observe() {}
        disconnect() {}
      },
    )
    const wrapper = mount(LineChart, {
      props: { title: 'T', series: [anna], xLabel: 'Round', yLabel: 'Points' },
      attachTo: document.body,
    })
    await flushPromises()
    expect(wrapper.find('svg.line-chart__plot').exists()).toBe(false)
    expect(wrapper.find('.line-chart__placeholder').exists()).toBe(true)
    layOut!()
    await flushPromises()
    expect(wrapper.get('svg.line-chart__plot').attributes('width')).toBe('360')
    expect(wrapper.find('.line-chart__placeholder').exists()).toBe(false)
  })

  it('draws one line per series, each with its own dash pattern and marker shape', async () => {
    const wrapper = await mountChart()
    const lines = wrapper.findAll('svg.line-chart__plot g.line-chart__series')
    expect(lines.map((g) => g.attributes('data-series'))).toEqual(['Anna', 'Bo'])
    const dashes = lines.map((g) => g.get('polyline').attributes('stroke-dasharray') ?? 'solid')
    expect(new Set(dashes).size).toBe(2)
    const markers = lines.map((g) => g.get('path.line-chart__markers').attributes('d'))
    expect(markers[0]).not.toEqual(markers[1])
    // Three points per line.
    expect(lines[0]!.get('polyline').attributes('points')!.split(' ')).toHaveLength(3)
  })

  it('labels the axes and names every line in the legend', async () => {
    const wrapper = await mountChart()
    const svgText = wrapper.get('svg.line-chart__plot').text()
    expect(svgText).toContain('Round')
    expect(svgText).toContain('Points')
    expect(wrapper.findAll('.line-chart__legend li').map((li) => li.text())).toEqual(['Anna', 'Bo'])
  })

  it('hides the drawing from screen readers and gives them the numbers as a table', async () => {
    const wrapper = await mountChart()
    expect(wrapper.get('svg.line-chart__plot').attributes('aria-hidden')).toBe('true')
    const table = wrapper.get('table')
    expect(table.element.parentElement!.classList).toContain('visually-hidden')
    expect(table.get('caption').text()).toBe('Running total per round')
    expect(table.findAll('thead th').map((th) => th.text())).toEqual(['Round', 'Anna', 'Bo'])
    const rows = table.findAll('tbody tr').map((tr) => tr.findAll('th, td').map((c) => c.text()))
    expect(rows).toEqual([
      ['1', '20', '10'],
      ['2', '45', '50'],
      ['3', '80', '61'],
    ])
  })

  it('marks a missing value in the table instead of leaving the cell blank', async () => {
    const wrapper = await mountChart([anna, { name: 'Cy', points: [{ x: 1, y: 5 }] }])
    const cells = wrapper
      .findAll('tbody tr')[2]!
      .findAll('td')
      .map((td) => td.text())
    expect(cells).toEqual(['80', '–'])
  })
})

describe('chart geometry', () => {
  it('picks round tick values from zero past the highest score', () => {
    expect(niceTicks(0, 374)).toEqual([0, 100, 200, 300, 400])
    expect(niceTicks(0, 80)).toEqual([0, 20, 40, 60, 80])
    expect(niceTicks(0, 0)).toEqual([0, 1])
  })

  it('drops x ticks evenly when the labels would not fit', () => {
    expect(thinTicks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4)).toEqual([1, 4, 7, 10])
    expect(thinTicks([1, 2, 3], 10)).toEqual([1, 2, 3])
  })

  it('puts the lowest value on the x axis and the highest tick at the top of the plot', () => {
    const layout = layoutChart([anna], {
      width: 400,
      height: 220,
      fontPx: 12,
      xLabelChars: 1,
      yLabelChars: 2,
    })
    const [first, , last] = layout.lines[0]!
    expect(first!.x).toBe(layout.plot.left)
    expect(last!.x).toBe(layout.plot.right)
    // y: 0 at the bottom, the top tick (80) at the top.
    expect(layout.yTicks.at(-1)).toEqual({ value: 80, position: layout.plot.top })
    expect(last!.y).toBe(layout.plot.top)
  })
})
