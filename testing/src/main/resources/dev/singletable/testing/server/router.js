// The request router in front of dynalite's HTTP handler.
//
// Interface (for the modules that hook in, e.g. fault injection):
//   const router = createRouter(dynaliteHandler)
//   server.on('request', router.handle)
//   router.before(hook)   hook(request) -> reply | undefined, or a Promise of either. Hooks run in the
//                         order added, for every request, before the gate and before dispatch; the first
//                         reply returned is sent and the request goes no further. Hooks also see targets
//                         that neither dynalite nor a route knows, so a hook can answer a test's own
//                         control requests (request.target is the whole X-Amz-Target).
//   router.route(operation, run, when)
//                         run(request) -> Promise<reply> answers `operation` (e.g. 'TransactWriteItems')
//                         when when(request) is true (default: always), holding the gate exclusively.
//   router.gate           the read-write gate (see gate.js).
// A request is {operation, target, headers, body, raw, capture}: operation is the part of X-Amz-Target
// after 'DynamoDB_20120810.' (or undefined), body the parsed JSON (undefined if it does not parse),
// raw the bytes, and capture(body) a Promise of the reply dynalite gives to this request (not sent), or to
// the same request with another body (a JSON object) if one is given.
// A reply is {statusCode, body} (see wire.js). Every other request goes to dynalite unchanged, holding
// the gate shared until its response is finished.
'use strict'

const { Readable } = require('stream')
const wire = require('./wire')
const { createGate } = require('./gate')

const MAX_REQUEST_BYTES = 16 * 1024 * 1024
const API = 'DynamoDB_20120810'

function createRouter (dynaliteHandler) {
  const gate = createGate()
  const hooks = []
  const routes = new Map()

  async function dispatch (req, res, raw) {
    const request = describe(req, raw)
    for (const hook of hooks) {
      const answer = await hook(request)
      if (answer) return wire.send(req, res, answer)
    }
    const route = (routes.get(request.operation) || []).find((candidate) => candidate.when(request))
    if (route) {
      const release = await gate.exclusive()
      try {
        return wire.send(req, res, await answerOf(route.run, request))
      } finally {
        release()
      }
    }
    const release = await gate.shared()
    res.once('finish', release)
    res.once('close', release)
    dynaliteHandler(replay(req, raw), res)
  }

  function describe (req, raw) {
    const target = req.headers['x-amz-target'] || ''
    const [api, operation] = target.split('.')
    let body
    try {
      body = JSON.parse(raw.toString())
    } catch {
      body = undefined
    }
    return {
      operation: api === API ? operation : undefined,
      target,
      headers: req.headers,
      body,
      raw,
      capture: (other) => capture(req, other === undefined ? raw : Buffer.from(JSON.stringify(other))),
    }
  }

  function capture (req, raw) {
    return new Promise((resolve) => {
      const response = {
        statusCode: 200,
        setHeader () {},
        end (text) {
          resolve(wire.reply(text ? JSON.parse(text) : {}, response.statusCode))
        },
      }
      dynaliteHandler(replay(req, raw), response)
    })
  }

  function handle (req, res) {
    const chunks = []
    let length = 0
    req.on('data', (chunk) => {
      length += chunk.length
      if (length > MAX_REQUEST_BYTES) {
        req.removeAllListeners()
        res.statusCode = 413
        res.end()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      dispatch(req, res, Buffer.concat(chunks)).catch((err) => {
        console.error(err)
        if (!res.headersSent) wire.send(req, res, wire.reply(wire.error('InternalServerError', String(err)).body, 500))
      })
    })
  }

  return {
    handle,
    gate,
    before (hook) {
      hooks.push(hook)
    },
    route (operation, run, when = () => true) {
      routes.set(operation, [...(routes.get(operation) || []), { run, when }])
    },
  }
}

/** A run's reply; a dynalite error it throws becomes that error's reply. */
async function answerOf (run, request) {
  try {
    return await run(request)
  } catch (err) {
    return wire.fromDynalite(err)
  }
}

/** A copy of the request whose body can be read again, for dynalite's handler. */
function replay (req, raw) {
  const copy = Readable.from(raw.length ? [raw] : [])
  copy.headers = req.headers
  copy.method = req.method
  copy.url = req.url
  return copy
}

module.exports = { createRouter }
