// ClientRequestToken: a TransactWriteItems repeated with the same token and the same content within
// 10 minutes of the first one's success is answered with success and writes nothing; the same token
// with other content is IdempotentParameterMismatchException. advanceClock(ms) moves the clock that
// window is measured by forward, so that a test can see a token expire (Faults.advanceTokenClock).
'use strict'

const wire = require('./wire')

const WINDOW_MS = 10 * 60 * 1000

function createTokens () {
  const seen = new Map()
  let skew = 0
  const now = () => Date.now() + skew

  function forget () {
    for (const [token, entry] of seen) {
      if (entry.expires <= now()) seen.delete(token)
    }
  }

  return {
    /**
     * For a request's token and body: {reply} when the request must not run (a replay or a mismatch),
     * else {remember()}, to call once it succeeded.
     */
    check (token, body) {
      if (token == null) return { remember () {} }
      forget()
      const content = canonical(body)
      const entry = seen.get(token)
      if (entry && entry.content === content) return { reply: wire.reply({}) }
      if (entry) {
        return {
          reply: wire.error('IdempotentParameterMismatchException',
            'The request uses the same client token as a previous, but non-identical request.'),
        }
      }
      return { remember: () => seen.set(token, { content, expires: now() + WINDOW_MS }) }
    },
    advanceClock (milliseconds) {
      skew += milliseconds
    },
  }
}

/** JSON with the members of every object in name order, so that equal content compares equal. */
function canonical (value) {
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']'
  if (value && typeof value === 'object') {
    return '{' + Object.keys(value).sort()
      .map((name) => JSON.stringify(name) + ':' + canonical(value[name])).join(',') + '}'
  }
  return JSON.stringify(value)
}

module.exports = { createTokens }
