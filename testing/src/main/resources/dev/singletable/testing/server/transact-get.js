// TransactGetItems: reads every item while the router holds the gate exclusively, so the items are
// one snapshot: no write, single or transactional, lands between two of the reads.
'use strict'

const { db } = require('./dynalite')
const wire = require('./wire')
const { readTransactItems, invalidReasons, GET_REQUEST } = require('./transact-items')

function createTransactGet (access) {
  return async function transactGet (request) {
    const { actions } = await readTransactItems(GET_REQUEST, request.body, access)
    const invalid = invalidReasons(actions)
    if (invalid) return wire.canceled(invalid)
    const responses = []
    for (const one of actions) {
      const item = await access.read(one.table, one.data.Key)
      const paths = one.data._projection && one.data._projection.paths
      responses.push(item ? { Item: paths ? db.mapPaths(paths, item) : item } : {})
    }
    return wire.reply({ Responses: responses })
  }
}

module.exports = { createTransactGet }
