import { describe, expect, it } from 'vitest'
import { decode, DecodeError } from './decode.js'

const utf8 = (s: string) => new TextEncoder().encode(s)
const utf16le = (s: string, bom = true) => {
  const out = new Uint8Array(s.length * 2 + (bom ? 2 : 0))
  let o = 0
  if (bom) (out[o++] = 0xff), (out[o++] = 0xfe)
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    out[o++] = c & 0xff
    out[o++] = c >> 8
  }
  return out
}

describe('decode', () => {
  it('reads UTF-8 without a BOM and keeps curly quotes', () => {
    const d = decode(utf8('500.1. “Declare Attackers Step,”\n'))
    expect(d).toMatchObject({ encoding: 'utf-8', bom: false, lineEnding: 'LF' })
    expect(d.text).toBe('500.1. “Declare Attackers Step,”\n')
  })

  it('drops a UTF-8 BOM', () => {
    const d = decode(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Magic')]))
    expect(d.text).toBe('Magic')
    expect(d.bom).toBe(true)
  })

  it('reads UTF-16 LE with a BOM, and without one', () => {
    expect(decode(utf16le('100.1. These Magic rules’\r\n')).text).toBe('100.1. These Magic rules’\n')
    const bare = decode(utf16le('100.1. These Magic rules apply\r\n', false))
    expect(bare.encoding).toBe('utf-16le')
    expect(bare.text).toBe('100.1. These Magic rules apply\n')
  })

  it('reads UTF-16 BE with a BOM', () => {
    const le = utf16le('Rule 1', false)
    const be = new Uint8Array(le.length + 2)
    be[0] = 0xfe
    be[1] = 0xff
    for (let i = 0; i < le.length; i += 2) (be[i + 2] = le[i + 1]), (be[i + 3] = le[i])
    expect(decode(be).text).toBe('Rule 1')
  })

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    // 0x93/0x94 are curly double quotes and 0x92 an apostrophe in Windows-1252.
    const d = decode(new Uint8Array([0x93, 0x41, 0x94, 0x20, 0x64, 0x6f, 0x6e, 0x92, 0x74]))
    expect(d.encoding).toBe('windows-1252')
    expect(d.text).toBe('“A” don’t')
  })

  it('normalises CRLF and bare CR, keeping the line count', () => {
    expect(decode(utf8('a\r\nb\r\nc')).lineEnding).toBe('CRLF')
    const cr = decode(utf8('a\rb\r\rc'))
    expect(cr.lineEnding).toBe('CR')
    expect(cr.text).toBe('a\nb\n\nc')
    expect(decode(utf8('a\rb\r\nc\n')).lineEnding).toBe('mixed')
  })

  it('rejects empty, blank and binary input with a reason and a line', () => {
    expect(() => decode(new Uint8Array())).toThrow(/empty file/)
    expect(() => decode(utf8(' \n\n'))).toThrow(/empty file/)
    const binary = new Uint8Array([...utf8('line one\nline two\n'), 0x00, 0x01, 0x02])
    try {
      decode(binary)
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(DecodeError)
      expect((e as DecodeError).message).toMatch(/binary/)
      expect((e as DecodeError).line).toBe(3)
    }
  })
})
