// A first-come first-served read-write gate. Ordinary requests hold it shared, transactions exclusively,
// so a transaction runs alone: no request sees half of it, and none changes its items while it runs.
// A waiting exclusive holder makes later shared ones wait behind it, so transactions are not starved.
'use strict'

function createGate () {
  let shared = 0
  let exclusive = false
  const waiting = []

  function pump () {
    while (waiting.length) {
      const next = waiting[0]
      if (exclusive || (next.exclusive && shared > 0)) return
      waiting.shift()
      if (next.exclusive) exclusive = true
      else shared++
      next.grant(once(() => {
        if (next.exclusive) exclusive = false
        else shared--
        pump()
      }))
    }
  }

  function acquire (isExclusive) {
    return new Promise((grant) => {
      waiting.push({ exclusive: isExclusive, grant })
      pump()
    })
  }

  return {
    /** Resolves to a release function once no exclusive holder is in. */
    shared: () => acquire(false),
    /** Resolves to a release function once nobody else is in. */
    exclusive: () => acquire(true),
  }
}

function once (fn) {
  let done = false
  return () => {
    if (done) return
    done = true
    fn()
  }
}

module.exports = { createGate }
