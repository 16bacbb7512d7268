// The fault switches of dev.singletable.testing.Faults, set by POSTs with X-Amz-Target
// SingletableFaults.<FailTransactions|Throttle|LeaveUnprocessed|Reset> (no AWS SDK sends that prefix);
// each fires Count times, then turns itself off. SingletableFaults.AdvanceTokenClock moves the
// ClientRequestToken clock of `tokens` (tokens.js) forward by Milliseconds; Reset leaves it.
// answer(target, body) -> reply, or null to let a request by (throttles and conflicts are answered here);
// unprocessed(operation) and spend(operation) serve the switch that unprocessed.js carries out.
'use strict'

const CONTROL = 'SingletableFaults.'
const API = 'DynamoDB_20120810.'
const THROTTLING = {
  ProvisionedThroughputExceededException: ['com.amazonaws.dynamodb.v20120810#',
    'The level of configured provisioned throughput for the table was exceeded.' +
    ' Consider increasing your provisioning level with the UpdateTable API.'],
  ThrottlingException: ['com.amazon.coral.availability#', 'Rate of requests exceeds the allowed throughput.'],
}
// What the server answers: dynalite's operations and the launcher's transactions.
const OPERATIONS = ['BatchGetItem', 'BatchWriteItem', 'CreateTable', 'DeleteItem', 'DeleteTable', 'DescribeTable',
  'DescribeTimeToLive', 'GetItem', 'ListTables', 'ListTagsOfResource', 'PutItem', 'Query', 'Scan', 'TagResource',
  'TransactGetItems', 'TransactWriteItems', 'UntagResource', 'UpdateItem', 'UpdateTable']
const BATCHES = ['BatchWriteItem', 'BatchGetItem']
const ANY = '*'

function createFaults (tokens) {
  let throttles = new Map()
  let unprocessed = new Map()
  let conflicts = []
  const control = {
    FailTransactions (body) {
      if (!body.TableName || !isObject(body.Key)) throw new Error('TableName and Key are required')
      conflicts.push({ table: body.TableName, key: body.Key, left: count(body) })
    },
    Throttle (body) {
      const type = body.ErrorType || 'ProvisionedThroughputExceededException'
      if (!THROTTLING[type]) throw new Error('ErrorType must be one of ' + Object.keys(THROTTLING))
      const operation = body.Operation === undefined ? ANY : oneOf(body.Operation, OPERATIONS, 'Operation')
      throttles.set(operation,
        { left: count(body), body: { __type: THROTTLING[type][0] + type, message: THROTTLING[type][1] } })
    },
    LeaveUnprocessed (body) {
      const operation = oneOf(body.Operation, BATCHES, 'Operation')
      if (!Number.isInteger(body.Entries) || body.Entries < 1) {
        throw new Error('Entries must be a whole number of at least 1')
      }
      unprocessed.set(operation, { left: count(body), entries: body.Entries })
    },
    AdvanceTokenClock (body) {
      if (!Number.isInteger(body.Milliseconds) || body.Milliseconds < 1) {
        throw new Error('Milliseconds must be a whole number of at least 1')
      }
      tokens.advanceClock(body.Milliseconds)
    },
    Reset () {
      throttles = new Map()
      unprocessed = new Map()
      conflicts = []
    },
  }

  function answer (target, body) {
    if (target.startsWith(CONTROL)) {
      const operation = target.slice(CONTROL.length)
      try {
        if (!Object.hasOwn(control, operation)) throw new Error('unknown; use ' + Object.keys(control))
        control[operation](isObject(body) ? body : {})
        return { statusCode: 200, body: {} }
      } catch (err) {
        return { statusCode: 400, body: { __type: 'com.amazon.coral.validate#ValidationException', message: target + ': ' + err.message } }
      }
    }
    if (!target.startsWith(API)) return null
    const throttle = armed(throttles, target.slice(API.length)) || armed(throttles, ANY)
    if (throttle) {
      throttle.left--
      return { statusCode: 400, body: throttle.body }
    }
    if (!/^Transact(Write|Get)Items$/.test(target.slice(API.length)) || !Array.isArray((body || {}).TransactItems)) return null
    const targets = body.TransactItems.map(actionTarget)
    const fired = conflicts.filter((rule) => targets.some((one) => touches(one, rule)))
    if (fired.length === 0) return null
    fired.forEach((rule) => rule.left--)
    conflicts = conflicts.filter((rule) => rule.left > 0)
    const reasons = targets.map((one) => fired.some((rule) => touches(one, rule))
      ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' })
    return {
      statusCode: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        Message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [' +
          reasons.map((reason) => reason.Code).join(', ') + ']',
        CancellationReasons: reasons,
      },
    }
  }
  return {
    answer,
    /** The armed unprocessed-entries switch of a batch operation, {left, entries}, or null. */
    unprocessed: (operation) => armed(unprocessed, operation),
    /** Counts one firing of that switch, once a batch answer left entries unprocessed. */
    spend (operation) {
      const rule = armed(unprocessed, operation)
      if (rule) rule.left--
    },
  }
}

function armed (switches, name) {
  const rule = switches.get(name)
  return rule && rule.left > 0 ? rule : null
}

function oneOf (value, allowed, member) {
  if (!allowed.includes(value)) throw new Error(member + ' must be one of ' + allowed)
  return value
}

// The table and attributes (the key, or a Put's whole item) of one transaction action.
function actionTarget (entry) {
  const action = isObject(entry) && (entry.Put || entry.Update || entry.Delete || entry.ConditionCheck || entry.Get)
  return isObject(action) ? { table: action.TableName, attributes: action.Key || action.Item } : null
}

function touches (target, rule) {
  return target !== null && target.table === rule.table && isObject(target.attributes) &&
    Object.keys(rule.key).every((name) => same(target.attributes[name], rule.key[name]))
}

// Key values are S, N or B; numbers compare by value.
function same (a, b) {
  if (!isObject(a) || !isObject(b)) return false
  if (a.N !== undefined && b.N !== undefined) return Number(a.N) === Number(b.N)
  return (a.S !== undefined && a.S === b.S) || (a.B !== undefined && a.B === b.B)
}

function count (body) {
  if (!Number.isInteger(body.Count) || body.Count < 1) throw new Error('Count must be a whole number of at least 1')
  return body.Count
}

function isObject (value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

module.exports = { createFaults }
