/**
 * What users of generated repositories see.
 *
 * <p>A generated {@code FollowRepository} extends {@link dev.singletable.runtime.EdgeRepository}
 * ({@code FollowAsyncRepository} {@link dev.singletable.runtime.AsyncEdgeRepository}), which holds the
 * operations on records and the batches; the generated class adds the forms that take typed ids and the
 * listings; from generated code the base classes take one opaque {@link dev.singletable.runtime.Wiring}
 * (below). A generated {@code UserRepository} of a {@code @Node} record extends {@link
 * dev.singletable.runtime.NodeRepository} ({@link dev.singletable.runtime.AsyncNodeRepository}): create
 * with counters 0, put that never writes counters, and optimistic locking on a {@code @Version}; its
 * mapper is a {@link dev.singletable.runtime.NodeMapper}. Its batches: {@code getAll} and {@code deleteAll}
 * by id (the latter only without a version), {@code importAll} of records as given, and {@code putAll},
 * refused for a node with a version or counters.
 *
 * <p>Typed updates: the processor generates {@code UserUpdate}, {@code MuteUpdate}, subclasses of
 * {@link dev.singletable.runtime.ItemUpdate} with one setter per ordinary attribute; the repository's
 * {@code update(ids[, version], update)} sends it as one UpdateItem without reading first and returns
 * the record as stored afterwards.
 *
 * <p>Typed conditions: the processor generates {@code UserCondition}, {@code FollowCondition}, one
 * static entry point per stored component returning a {@link dev.singletable.runtime.ConditionAttribute}
 * of its kind; its operators make a {@link dev.singletable.runtime.Condition} (combined with {@code
 * and}, {@code or}, {@code not}; {@link dev.singletable.runtime.AttributeType} for {@code type}), which
 * the conditional {@code put}, {@code delete} and {@code update} send as their ConditionExpression. A
 * failed one is a {@link dev.singletable.runtime.ConditionFailedException} naming the parts that failed.
 *
 * <p>Listings: a generated listing method ({@code follows.followers("bob")}) returns a {@link
 * dev.singletable.runtime.Listing} ({@link dev.singletable.runtime.AsyncListing} from the async
 * repository), a handle that sends nothing until it is read a page at a time ({@code page}), as a
 * stream ({@code stream}) or counted ({@code count}); it is immutable, thread-safe and reusable. {@link
 * dev.singletable.runtime.ListOptions} (page size, {@link dev.singletable.runtime.SortOrder}, cursor,
 * starting point, consistency) in, {@link dev.singletable.runtime.Page} out. A page's {@code
 * nextCursor()} is an opaque, URL-safe string bound to one listing; pass it to {@code
 * ListOptions.after(...)} to get the following page, or start a listing at an id with {@code
 * ListOptions.startingAt(...)}. {@link dev.singletable.runtime.CursorKeys} signs cursors (with key
 * rotation) and can hide what they hold; it says what a cursor reveals in each mode. Single reads take a {@link
 * dev.singletable.runtime.ReadConsistency}. An item collection (a node and the edges in its
 * partition, one Query a page) is read through the handle a node repository's {@code collection(id)}
 * returns, an {@link dev.singletable.runtime.ItemCollection} ({@link
 * dev.singletable.runtime.AsyncItemCollection}), a page at a time ({@code page}) or page after page
 * ({@code pages}), with the same options and cursors; each page is a generated subclass of {@link
 * dev.singletable.runtime.CollectionPage} ({@code UserCollectionPage}). {@link
 * dev.singletable.runtime.ItemMapper} converts a record to and from an item; the annotation processor
 * generates one per record.
 *
 * <p>Tables: a generated table class implements {@link dev.singletable.runtime.Table} ({@link
 * dev.singletable.runtime.AsyncTable}); integrations find every generated table of a class path
 * through {@code ServiceLoader} as a {@link dev.singletable.runtime.TableProvider}, which builds it and
 * hands out its repositories by accessor name.
 *
 * <p>{@link dev.singletable.runtime.Wiring} is the opaque value that generated code and the runtime
 * hand each other (a table's context to its repositories, a repository's mapper, names and listings to
 * its base class, a page's items to a collection page): no public or protected signature of this
 * package names an internal type. Do not implement it; one made elsewhere is refused with an {@link
 * dev.singletable.runtime.InvalidRequestException}.
 *
 * <p>Batches ({@code getAll}, {@code putAll}, {@code deleteAll}, a table's {@code batchWrite()}) resend
 * what DynamoDB leaves unprocessed as {@link dev.singletable.runtime.BatchSettings} says; when the
 * attempts run out, {@link dev.singletable.runtime.BatchIncompleteException} lists the records (or node
 * ids) whose write or read was not done.
 *
 * <p>Composed transactions: a table's {@code transaction()} returns a {@link
 * dev.singletable.runtime.Transaction} ({@link dev.singletable.runtime.AsyncTransaction} from the async
 * table) that collects typed actions of any of its repositories (create, put, delete, update, checks),
 * a counted edge's with their counter updates, and sends them as one TransactWriteItems with one
 * ClientRequestToken; the result is a {@link dev.singletable.runtime.TransactionResult} listing each
 * {@link dev.singletable.runtime.TransactionAction} in request order. Its {@code read()} returns a
 * {@link dev.singletable.runtime.ReadTransaction} ({@link dev.singletable.runtime.AsyncReadTransaction})
 * of up to 100 gets, by a record or by the {@link dev.singletable.runtime.ItemKey} a repository's
 * {@code key(ids...)} makes, each a {@link dev.singletable.runtime.TransactionGet} handle that reads
 * its typed item from the {@link dev.singletable.runtime.ReadResult}.
 *
 * <p>A listing by target of an edge with {@code invertedIndexShards = N} queries its N index
 * shards and merges them, every shard on every page; its cursors hold the last item listed and name
 * N. {@link
 * dev.singletable.runtime.Reshard} moves stored edges to another shard count.
 *
 * <p>Secondary indexes declared with {@code @Index} are listed by generated methods that return the
 * same handles, optionally narrowed by a {@link dev.singletable.runtime.Range} of a sort component
 * ({@code orders.ordersOfProduct("p1", Range.between(monday, friday))}). {@link
 * dev.singletable.runtime.Backfill} writes their keys on items stored before an index was declared; it
 * and {@code Reshard} are {@link dev.singletable.runtime.Migration}s, resumable Scans that rewrite what
 * needs it.
 *
 * <p>Errors all extend {@link dev.singletable.runtime.SingleTableException}, name the wrong input and
 * say how to fix it. A null argument is refused by one rule, by what it stands for (see {@code
 * SingleTableException}): a record to store is invalid as an item, a record or id that names an
 * item is invalid as a key, and any other argument is an invalid request.
 *
 * <ul>
 *   <li>{@link dev.singletable.runtime.InvalidKeyException}: a key component, or the record that
 *       names an item, is null; or a key component is empty, not valid Unicode, or makes a key longer
 *       than DynamoDB allows;
 *   <li>{@link dev.singletable.runtime.InvalidItemException}: a record to write is null, or a value
 *       cannot be stored (NaN, a number out of range, a null set element, a string that is not valid
 *       Unicode, an instant or date outside the years 0000 to 9999, an item over 400 KB);
 *   <li>{@link dev.singletable.runtime.InvalidRequestException}: invalid call options (a bad starting
 *       point among them, whatever is wrong with it), any null argument but a record or an id (an
 *       option, a condition, an update, a repository, a key or get handle, settings, a client or table
 *       name), a condition DynamoDB would refuse (an {@code in} of no value or over 100), or a composed
 *       transaction DynamoDB would refuse (over 100 actions, two on one item, over 4 MB, an action of
 *       another table);
 *   <li>{@link dev.singletable.runtime.InvalidCursorException}: a cursor from another listing, damaged,
 *       signed with a key not configured, too long or of an older format; its {@code reason()} says which;
 *   <li>{@link dev.singletable.runtime.MalformedItemException}: an item in the table does not fit its
 *       record;
 *   <li>{@link dev.singletable.runtime.TableMismatchException}: an existing table does not fit the
 *       generated code: another key schema, a missing index, an index projecting less than ALL, or a
 *       key attribute that is not a string (thrown by {@code createIfMissing()}, and by {@code verify()},
 *       which also throws it for a missing table).
 *   <li>{@link dev.singletable.runtime.BatchIncompleteException}: a batch ran out of attempts; it
 *       lists what was not done.
 *   <li>{@link dev.singletable.runtime.WriteNotAppliedException}: a write to one item was refused
 *       because of what the table holds for it; nothing was written. It names the item ({@code
 *       entity()}, {@code partitionKey()}, {@code sortKey()}) and is one of three:
 *       <ul>
 *         <li>{@link dev.singletable.runtime.VersionConflictException}: a put, update or delete of a
 *             versioned node found another version than the one read;
 *         <li>{@link dev.singletable.runtime.ItemNotFoundException}: an update found no item to change
 *             (an update never creates one);
 *         <li>{@link dev.singletable.runtime.ConditionFailedException}: an update's own conditions
 *             ({@code ifXEquals}) did not hold; {@code failedAttributes()} names those that failed,
 *             told from the item as it was, and never their values.
 *       </ul>
 *   <li>{@link dev.singletable.runtime.TransactionRetriesExhaustedException}: a transaction kept
 *       conflicting with other writes until its attempts ran out; it carries the ClientRequestToken
 *       that every attempt reused, so it was applied at most once.
 *   <li>{@link dev.singletable.runtime.TransactionCancelledException}: a composed transaction's
 *       conditions failed; nothing was written. Its {@code outcomes()} give each action's reason in
 *       request order, with the item as stored and, for a failed condition, the attributes that failed;
 *   <li>{@link dev.singletable.runtime.MissingNodeException}: a counted edge was not written (or not
 *       deleted), because a node whose counter it changes does not exist; nothing was written. It names
 *       each missing node by the id the caller gave ({@code 99}) and by its item's stored key.
 * </ul>
 *
 * <p>The first four are thrown before any request is sent. Failures reported by DynamoDB reach the
 * caller as the AWS SDK's own exceptions.
 */
package dev.singletable.runtime;
