// The unprocessed-entries switch (Faults.leaveUnprocessedItems / leaveUnprocessedKeys): while it is armed,
// BatchWriteItem and BatchGetItem are routed here, holding the gate exclusively, and the last `entries` writes
// or keys of each request (counted across its tables, in the order the request lists them; all of them if it
// has no more) are left unprocessed, answered in DynamoDB's shape:
//   BatchWriteItem  UnprocessedItems: {table: [the WriteRequests left, as sent]}, and those are not written:
//                   dynalite runs the whole batch, which validates all of it as DynamoDB does, then the items
//                   of the writes left are put back as they were; no other request runs in between.
//   BatchGetItem    UnprocessedKeys: {table: {Keys, and the table entry's other members as sent:
//                   ProjectionExpression, ExpressionAttributeNames, ConsistentRead, AttributesToGet}}, and
//                   Responses holds only the items of the other keys: dynalite answers the whole request
//                   first (which validates it), then only the keys not left.
// A request dynalite refuses gets dynalite's error and does not count as a firing.
'use strict'

const BATCHES = {
  BatchWriteItem: { entriesOf: (writeRequests) => writeRequests, run: batchWrite },
  BatchGetItem: {
    entriesOf: (keysAndAttributes) => isObject(keysAndAttributes) && keysAndAttributes.Keys,
    run: batchGet,
  },
}

function routeUnprocessed (router, access, faults) {
  for (const [operation, batch] of Object.entries(BATCHES)) {
    router.route(operation, async (request) => {
      const rule = faults.unprocessed(operation)
      const left = rule && lastEntries(request.body, batch.entriesOf, rule.entries)
      if (!left) return request.capture()
      const answer = await batch.run(request, left, access)
      if (answer.statusCode === 200) faults.spend(operation)
      return answer
    }, () => faults.unprocessed(operation) !== null)
  }
}

/**
 * The last `count` entries of a batch request as [{table, entry}], in request order, or null if the body is
 * not a batch request (dynalite then answers it).
 */
function lastEntries (body, entriesOf, count) {
  if (!isObject(body) || !isObject(body.RequestItems)) return null
  const all = []
  for (const [table, members] of Object.entries(body.RequestItems)) {
    const entries = entriesOf(members)
    if (!Array.isArray(entries)) return null
    for (const entry of entries) all.push({ table, entry })
  }
  return all.length ? all.slice(-count) : null
}

async function batchWrite (request, left, access) {
  let olds
  try {
    olds = await Promise.all(left.map(async ({ table: name, entry }) => {
      const table = await access.table(name)
      const attributes = entry.PutRequest ? entry.PutRequest.Item : entry.DeleteRequest.Key
      return { table, attributes, old: await access.read(table, attributes) }
    }))
  } catch {
    // A missing table, a write that is neither put nor delete, a key that does not fit: dynalite says which.
    return request.capture()
  }
  const answer = await request.capture()
  if (answer.statusCode !== 200) return answer
  for (const { table, attributes, old } of olds) await access.restore(table, attributes, old)
  answer.body.UnprocessedItems = {}
  for (const { table, entry } of left) {
    (answer.body.UnprocessedItems[table] = answer.body.UnprocessedItems[table] || []).push(entry)
  }
  return answer
}

async function batchGet (request, left) {
  const whole = await request.capture()
  if (whole.statusCode !== 200) return whole
  const requested = request.body.RequestItems
  const kept = {}
  for (const [table, members] of Object.entries(requested)) {
    const keys = members.Keys.filter((key) => !left.some((one) => one.entry === key))
    if (keys.length) kept[table] = { ...members, Keys: keys }
  }
  const answer = Object.keys(kept).length
    ? await request.capture({ ...request.body, RequestItems: kept })
    : { statusCode: 200, body: { Responses: {}, UnprocessedKeys: {} } }
  if (answer.statusCode !== 200) return answer
  // dynalite's own UnprocessedKeys (past about 1.4 MB of items) lack the ProjectionExpression; these have it.
  const keys = {}
  for (const [table, own] of Object.entries(answer.body.UnprocessedKeys || {})) keys[table] = [...own.Keys]
  for (const { table, entry } of left) (keys[table] = keys[table] || []).push(entry)
  answer.body.UnprocessedKeys = {}
  for (const [table, tableKeys] of Object.entries(keys)) {
    answer.body.UnprocessedKeys[table] = { ...requested[table], Keys: tableKeys }
  }
  for (const table of Object.keys(requested)) answer.body.Responses[table] = answer.body.Responses[table] || []
  return answer
}

function isObject (value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

module.exports = { routeUnprocessed }
