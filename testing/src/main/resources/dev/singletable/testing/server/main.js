// Serves dynalite on a free loopback port behind the router (router.js), which adds TransactWriteItems,
// TransactGetItems, ReturnValuesOnConditionCheckFailure, global secondary indexes added by UpdateTable
// and the fault switches; prints `port=<number>`
// once listening, and shuts down when its standard input closes (the JVM closed it, exited or was killed).
'use strict'

const path = require('path')
const dynalite = require('./dynalite')
const { createRouter } = require('./router')
const { createStoreAccess } = require('./store')
const { createTokens } = require('./tokens')
const { createTransactWrite } = require('./transact-write')
const { createTransactGet } = require('./transact-get')
const { routeConditionOld } = require('./condition-old')
const { createFaults } = require('./faults')
const { routeUnprocessed } = require('./unprocessed')
const { routeIndexCreate } = require('./index-create')

// `node <launcher script> [data directory]`
const dataDirectory = process.argv[2]
let server = null
let stopping = false

// dynalite opens its store lazily and, when that fails (another server holds the folder's LOCK),
// crashes on the first request without saying why; opening the store once first gives the reason.
async function checkDataDirectory () {
  const { ClassicLevel } = require(require.resolve('classic-level', { paths: [dynalite.home] }))
  const store = new ClassicLevel(dataDirectory)
  try {
    await store.open()
  } catch (err) {
    throw new Error('Cannot open the data directory ' + dataDirectory + ': ' +
      (err.cause ? err.cause.message : err.message) +
      '. Only one server at a time can use a data directory: close any other that uses it.')
  }
  await store.close()
}

// dynalite keeps its store to itself; catching it as dynalite creates it lets the transactions use it.
function createDynalite (options) {
  const create = dynalite.db.create
  let store = null
  dynalite.db.create = (createOptions) => (store = create(createOptions))
  try {
    return { server: require(path.join(dynalite.home, 'index.js'))(options), store }
  } finally {
    dynalite.db.create = create
  }
}

async function start () {
  if (dataDirectory) await checkDataDirectory()
  const options = { createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }
  if (dataDirectory) options.path = dataDirectory
  const created = createDynalite(options)
  server = created.server
  const [dynaliteHandler] = server.listeners('request')
  server.removeAllListeners('request')
  const router = createRouter(dynaliteHandler)
  const tokens = createTokens()
  const faults = createFaults(tokens)
  router.before((request) => faults.answer(request.target, request.body))
  const access = createStoreAccess(created.store)
  router.route('TransactWriteItems', createTransactWrite(access, tokens))
  router.route('TransactGetItems', createTransactGet(access))
  routeConditionOld(router, access)
  routeUnprocessed(router, access, faults)
  routeIndexCreate(router, access)
  server.on('request', router.handle)
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write('port=' + server.address().port + '\n')
  })
}

function stop () {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(1), 5000).unref()
  if (!server) process.exit(0)
  server.close((err) => {
    if (err) console.error(err)
    process.exit(err ? 1 : 0)
  })
  server.closeAllConnections()
}

process.stdin.on('end', stop)
process.stdin.on('close', stop)
process.stdin.on('error', stop)
process.stdin.resume()

start().catch((err) => {
  console.error(err.message)
  process.exit(1)
})
