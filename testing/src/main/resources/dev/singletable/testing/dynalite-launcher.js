// Started by dev.singletable.testing.LocalDynamoDb as `node -e <this script> -- [dataDirectory]`.
// Serves dynalite on a free loopback port, prints `port=<number>` once listening,
// and shuts down when its standard input closes (the JVM closed it, exited or was killed).
'use strict'

const path = require('path')

const dataDirectory = process.argv[1]
let server = null
let stopping = false

// dynalite opens its store lazily and, when that fails (another server holds the folder's LOCK),
// crashes on the first request without saying why; opening the store once first gives the reason.
async function checkDataDirectory () {
  const dynaliteHome = path.dirname(require.resolve('dynalite'))
  const { ClassicLevel } = require(require.resolve('classic-level', { paths: [dynaliteHome] }))
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

async function start () {
  if (dataDirectory) await checkDataDirectory()
  const options = { createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }
  if (dataDirectory) options.path = dataDirectory
  server = require('dynalite')(options)
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
