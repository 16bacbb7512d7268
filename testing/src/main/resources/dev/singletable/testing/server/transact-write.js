// TransactWriteItems: every condition is checked first, then every write is made with dynalite's own
// PutItem, UpdateItem and DeleteItem; a write that fails (an update expression that does not apply, an
// item grown past 400 KB) puts the items written before it back. The router holds the gate exclusively
// meanwhile, so no other request runs between the checks and the writes, or sees the items put back.
'use strict'

const { db } = require('./dynalite')
const wire = require('./wire')
const { readTransactItems, invalidReasons, WRITE_REQUEST } = require('./transact-items')

function createTransactWrite (access, tokens) {
  return async function transactWrite (request) {
    const { data, actions } = await readTransactItems(WRITE_REQUEST, request.body, access)
    const token = tokens.check(data.ClientRequestToken, request.body)
    if (token.reply) return token.reply
    const invalid = invalidReasons(actions)
    if (invalid) return wire.canceled(invalid)
    const olds = []
    for (const one of actions) olds.push(await access.read(one.table, one.data.Item || one.data.Key))
    const reasons = actions.map((one, i) => reasonFor(one, olds[i]))
    if (reasons.some((reason) => reason.Code !== 'None')) return wire.canceled(reasons)
    const failure = await writeAll(actions, olds)
    if (failure) {
      return wire.canceled(actions.map((one, i) => i === failure.index
        ? { Code: 'ValidationError', Message: failure.message } : { Code: 'None' }))
    }
    token.remember()
    return wire.reply({})
  }

  async function writeAll (actions, olds) {
    const written = []
    for (const [index, one] of actions.entries()) {
      if (!one.name) continue
      try {
        await access.run(one.name, { ...one.data, ConditionExpression: undefined, _condition: undefined })
        written.push(index)
      } catch (err) {
        if (!err.statusCode) throw err
        for (const done of written.reverse()) {
          await access.restore(actions[done].table, actions[done].data.Item || actions[done].data.Key, olds[done])
        }
        return { index, message: err.body.message }
      }
    }
    return null
  }
}

function reasonFor (one, old) {
  if (!db.checkConditional(one.data, old)) return { Code: 'None' }
  const reason = { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }
  if (one.returnOld && old) reason.Item = old
  return reason
}

module.exports = { createTransactWrite }
