import { describe, expect, it } from 'vitest'
import { gameRules, RuleError } from '@/rules'
import { houseRuleKeys, houseRulesOf, isHouseRules, withHouseRules } from '@/game/house-rules'

describe('house rules a table can set', () => {
  it('asks the joker only in Yahtzee, two pairs only where there is a two-pairs box, further Yatzys not in Maxi', () => {
    expect(houseRuleKeys('yahtzee')).toContain('joker')
    expect(houseRuleKeys('yatzy')).not.toContain('joker')
    expect(houseRuleKeys('yatzy')).toContain('twoPairsSameFace')
    expect(houseRuleKeys('yahtzee')).not.toContain('twoPairsSameFace')
    expect(houseRuleKeys('maxi-yatzy')).not.toContain('extraAllAlike')
    expect(houseRuleKeys('yatzy')).toContain('upperBonus')
  })

  it('keeps only what differs from the rule book, so a standard choice stores a standard game', () => {
    const options = withHouseRules(
      'yatzy',
      { yatzyTieBreak: false },
      { fullHouse: 25, allAlike: 50, upperBonus: { threshold: 63, value: 35 }, joker: 'forced' },
    )
    expect(options).toEqual({
      yatzyTieBreak: false,
      fullHouse: 25,
      upperBonus: { threshold: 63, value: 35 },
    })
    expect(houseRulesOf(gameRules('yatzy', options))).toEqual({
      fullHouse: 25,
      upperBonus: { threshold: 63, value: 35 },
    })
    expect(isHouseRules(gameRules('yatzy', options))).toBe(true)
    expect(isHouseRules(gameRules('yatzy', { yatzyTieBreak: true }))).toBe(false)
  })

  it('refuses a value the rules do not take, naming the option', () => {
    expect(() => withHouseRules('yatzy', {}, { smallStraight: -5 })).toThrow(RuleError)
    const refusal = (() => {
      try {
        withHouseRules('yatzy', {}, { upperBonus: { threshold: 400, value: 50 } })
      } catch (error) {
        return error as RuleError
      }
    })()
    expect(refusal?.params.option).toBe('upperBonus')
  })
})
