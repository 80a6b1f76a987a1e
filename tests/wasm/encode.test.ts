import { describe, expect, it } from 'vitest'
import {
  F64X2_ADD,
  I32,
  addTo,
  forBelow,
  get,
  i32,
  set,
  signed,
  unsigned,
  v128Load,
  v128Load64Splat,
  v128Store,
  wasmModule,
  type WasmMemory,
} from '../../src/wasm/encode'

describe('LEB128', () => {
  it('writes unsigned numbers as the spec does, seven bits a byte, low first', () => {
    expect(unsigned(0)).toEqual([0x00])
    expect(unsigned(127)).toEqual([0x7f])
    expect(unsigned(128)).toEqual([0x80, 0x01])
    expect(unsigned(624_485)).toEqual([0xe5, 0x8e, 0x26])
    expect(unsigned(2 ** 32 - 1)).toEqual([0xff, 0xff, 0xff, 0xff, 0x0f])
  })

  it('writes signed numbers with the sign in the last byte’s bit 6', () => {
    expect(signed(0)).toEqual([0x00])
    expect(signed(63)).toEqual([0x3f])
    expect(signed(64)).toEqual([0xc0, 0x00])
    expect(signed(-1)).toEqual([0x7f])
    expect(signed(-64)).toEqual([0x40])
    expect(signed(-65)).toEqual([0xbf, 0x7f])
    expect(signed(-123_456)).toEqual([0xc0, 0xbb, 0x78])
    expect(signed(-(2 ** 31))).toEqual([0x80, 0x80, 0x80, 0x80, 0x78])
  })
})

/** Compiles one exported function `run` over the module's memory. */
function instantiate(code: number[][], locals: [number, number][]) {
  const module = new WebAssembly.Module(wasmModule(1, [{ name: 'run', params: [], locals, code }]))
  const exports = new WebAssembly.Instance(module).exports as unknown as {
    memory: WasmMemory
    run(): void
  }
  return { run: exports.run, memory: new Float64Array(exports.memory.buffer) }
}

describe('a module written by hand', () => {
  // Offsets, constants and loop bounds of 128 or more take two or more LEB128 bytes: written as one
  // raw byte they would read the wrong address or fail to compile.
  it('reads and writes at memory offsets past one LEB128 byte', () => {
    const { run, memory } = instantiate(
      [[...i32(0), ...i32(0), ...v128Load64Splat(8000), ...v128Store(16, 3)]],
      [],
    )
    memory[1000] = 2.5
    run()
    expect([...memory.slice(2, 4)]).toEqual([2.5, 2.5])
  })

  it('adds pairs in a loop whose bound and step are large constants', () => {
    // for (i = 0; i < 4000; i += 160) memory[0..1] += memory[i/8 + 100 .. + 101]
    const { run, memory } = instantiate(
      [
        forBelow(
          0,
          i32(0),
          i32(4000),
          160,
          [...i32(0), ...i32(0), ...v128Load(0, 3)],
          [...get(0), ...v128Load(800, 3), ...F64X2_ADD, ...v128Store(0, 3)],
        ),
      ],
      [[1, I32]],
    )
    for (let i = 0; i < 4000; i += 160) memory.set([i, -i], i / 8 + 100)
    run()
    const sum = Array.from({ length: 25 }, (_, k) => k * 160).reduce((a, b) => a + b, 0)
    expect([...memory.slice(0, 2)]).toEqual([sum, -sum])
  })

  it('adds negative constants to a local (signed LEB128)', () => {
    const { run, memory } = instantiate(
      [i32(4096), set(0), addTo(0, -4000), i32(0), get(0), v128Load(0, 3), v128Store(0, 3)],
      [[1, I32]],
    )
    memory.set([7, 8], 96 / 8)
    run()
    expect([...memory.slice(0, 2)]).toEqual([7, 8])
  })
})
