// Failures a test asks the local server to inject, off until a test switches them on.
//
// A switch is set with a POST whose X-Amz-Target is `SingletableFaults.<Operation>`, a prefix no
// AWS SDK sends, so no ordinary client reaches it by accident:
//   SingletableFaults.FailTransactions {TableName, Key, Count}: the next Count TransactWriteItems or
//     TransactGetItems with an action on that key are cancelled with reason TransactionConflict.
//   SingletableFaults.Throttle {Count, ErrorType}: the next Count DynamoDB requests fail with
//     ErrorType, ProvisionedThroughputExceededException (the default) or ThrottlingException.
//   SingletableFaults.Reset {}: every switch off.
// Each switch fires exactly Count times and then turns itself off.
'use strict'

const CONTROL_PREFIX = 'SingletableFaults.'
const DYNAMODB_PREFIX = 'DynamoDB_20120810.'
const TRANSACTIONS = new Set(['TransactWriteItems', 'TransactGetItems'])

// As DynamoDB sends them; the SDKs retry both.
const THROTTLING = {
  ProvisionedThroughputExceededException: {
    __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
    message: 'The level of configured provisioned throughput for the table was exceeded.' +
      ' Consider increasing your provisioning level with the UpdateTable API.'
  },
  ThrottlingException: {
    __type: 'com.amazon.coral.availability#ThrottlingException',
    message: 'Rate of requests exceeds the allowed throughput.'
  }
}

function createFaults () {
  let throttle = { remaining: 0, error: null }
  let conflicts = []

  const control = {
    FailTransactions (body) {
      const count = requireCount(body)
      if (typeof body.TableName !== 'string' || !body.TableName) {
        throw new Error('TableName must name the table of the key')
      }
      if (!isObject(body.Key) || Object.keys(body.Key).length === 0) {
        throw new Error('Key must hold the key attributes, e.g. {"pk": {"S": "a"}}')
      }
      conflicts.push({ table: body.TableName, key: body.Key, remaining: count })
    },
    Throttle (body) {
      const count = requireCount(body)
      const type = body.ErrorType || 'ProvisionedThroughputExceededException'
      if (!THROTTLING[type]) {
        throw new Error('ErrorType must be one of ' + Object.keys(THROTTLING).join(', '))
      }
      throttle = { remaining: count, error: THROTTLING[type] }
    },
    Reset () {
      throttle = { remaining: 0, error: null }
      conflicts = []
    }
  }

  // The answer to a control request, or to a request a switch fails; null lets the request through.
  function answer (target, body) {
    if (typeof target !== 'string') return null
    if (target.startsWith(CONTROL_PREFIX)) return configure(target.slice(CONTROL_PREFIX.length), body)
    if (!target.startsWith(DYNAMODB_PREFIX)) return null
    if (throttle.remaining > 0) {
      throttle.remaining--
      return { statusCode: 400, body: throttle.error }
    }
    const operation = target.slice(DYNAMODB_PREFIX.length)
    return TRANSACTIONS.has(operation) ? conflict(body) : null
  }

  function configure (operation, body) {
    if (!Object.prototype.hasOwnProperty.call(control, operation)) {
      return validation('Unknown fault operation ' + operation + '; use one of ' +
        Object.keys(control).map((name) => CONTROL_PREFIX + name).join(', '))
    }
    try {
      control[operation](isObject(body) ? body : {})
    } catch (err) {
      return validation(CONTROL_PREFIX + operation + ': ' + err.message)
    }
    return { statusCode: 200, body: {} }
  }

  // Cancels a transaction that touches a key under a FailTransactions switch.
  function conflict (body) {
    if (!isObject(body) || !Array.isArray(body.TransactItems)) return null
    const targets = body.TransactItems.map(actionTarget)
    const fired = conflicts.filter((rule) => targets.some((target) => touches(target, rule)))
    if (fired.length === 0) return null
    fired.forEach((rule) => { rule.remaining-- })
    conflicts = conflicts.filter((rule) => rule.remaining > 0)
    const reasons = targets.map((target) => fired.some((rule) => touches(target, rule))
      ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }
      : { Code: 'None' })
    return {
      statusCode: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        Message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [' +
          reasons.map((reason) => reason.Code).join(', ') + ']',
        CancellationReasons: reasons
      }
    }
  }

  return { answer }
}

// The table and the attributes (key, or whole item for a Put) that one transaction action names.
function actionTarget (action) {
  if (!isObject(action)) return null
  const inner = action.Put || action.Update || action.Delete || action.ConditionCheck || action.Get
  if (!isObject(inner)) return null
  return { table: inner.TableName, attributes: inner.Key || inner.Item }
}

function touches (target, rule) {
  return target !== null && target.table === rule.table && isObject(target.attributes) &&
    Object.keys(rule.key).every((name) => sameValue(target.attributes[name], rule.key[name]))
}

// Key values are S, N or B; numbers compare by value, so 1 and 1.0 are the same key.
function sameValue (a, b) {
  if (!isObject(a) || !isObject(b)) return false
  if (a.N !== undefined && b.N !== undefined) return Number(a.N) === Number(b.N)
  return (a.S !== undefined && a.S === b.S) || (a.B !== undefined && a.B === b.B)
}

function requireCount (body) {
  if (!Number.isInteger(body.Count) || body.Count < 1) {
    throw new Error('Count must be a whole number of at least 1, not ' + JSON.stringify(body.Count))
  }
  return body.Count
}

function validation (message) {
  return {
    statusCode: 400,
    body: { __type: 'com.amazon.coral.validate#ValidationException', message }
  }
}

function isObject (value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

module.exports = { createFaults, CONTROL_PREFIX }
