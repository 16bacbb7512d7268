package dev.singletable.runtime;

import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.tx.ComposedWrite;

/**
 * A write transaction composed of the actions of any repositories of one table, sent as one
 * TransactWriteItems by {@link #commit()}: all of them are applied, or none. Made by the generated
 * table's {@code transaction()}:
 *
 * <pre>{@code
 * TransactionResult result = social.transaction()
 *     .create(social.follows(), new Follow("alice", "bob", now))
 *     .update(social.users(), alice, UserUpdate.of().name("Alice A."))
 *     .checkExists(social.users(), carol)
 *     .commit();
 * }</pre>
 *
 * <p>Each action means what the repository's method of the same name means: {@code create} writes an
 * edge or node unless it exists (a node with counters 0 and version 1), {@code put} replaces it (a
 * versioned node only over the version the record holds), {@code delete} removes it (a versioned node
 * only at its version), {@code update} applies a typed {@link ItemUpdate} to a stored item (a
 * versioned node at the record's version), and the checks write nothing but must hold. A counted
 * edge's create and delete bring their counter updates, placed right after the edge's action (a
 * self-edge's merged into one), as the edge repository's create and delete do; in a transaction a
 * create of an edge that exists, or a delete of one that does not, cancels it all.
 *
 * <p>Refused before any request, naming the action: a null or bad record (at the call that adds it),
 * a repository of another table or built on its own (at that call), and at {@code commit}: no action
 * or more than 100 (the added counter updates count), two actions on one item (the added ones
 * included), or a request of more than 4 MB. Every attempt carries one ClientRequestToken ({@link
 * #token}, or a generated one), so a {@code TransactionConflict} is resent as the table's {@link
 * BatchSettings} say and the transaction is applied at most once. A cancellation is a {@link
 * TransactionCancelledException} with each action's reason in request order. Not thread-safe; one
 * builder is one transaction. See {@link AsyncTransaction} for the asynchronous form.
 */
public final class Transaction {
  private final TransactionWrites writes;

  private Transaction(ComposedWrite composed, String method) {
    this.writes = new TransactionWrites(composed, method);
  }

  /**
   * A new transaction of the table whose context {@code table} is; {@code method} names the table's
   * method in messages ({@code SocialTable.transaction}). For generated table classes only.
   *
   * @throws InvalidRequestException if {@code table} is not a generated table's context
   */
  public static Transaction of(Wiring table, String method) {
    return new Transaction(new ComposedWrite(RepositoryWiring.context(table, method), method), method);
  }

  /**
   * Adds a create of {@code edge} unless it exists; for a counted edge with its counter updates.
   *
   * @throws InvalidItemException if {@code edge} is null or a value cannot be stored
   * @throws InvalidKeyException if an id cannot be a key
   * @throws InvalidRequestException if {@code edges} is null or of another table
   */
  public <E> Transaction create(EdgeRepository<E> edges, E edge) {
    writes.createEdge(wiring(edges, "create"), edge);
    return this;
  }

  /**
   * Adds a put of {@code edge}, replacing a stored edge with its keys.
   *
   * @throws InvalidItemException if {@code edge} is null or a value cannot be stored
   * @throws InvalidKeyException if an id cannot be a key
   * @throws InvalidRequestException if the edge is counted (use {@link #create(EdgeRepository, Object)}), or
   *     {@code edges} is null or of another table
   */
  public <E> Transaction put(EdgeRepository<E> edges, E edge) {
    writes.putEdge(wiring(edges, "put"), edge, null);
    return this;
  }

  /**
   * Adds a delete of the edge with the ids of {@code edge}; for a counted edge, conditioned on it
   * existing and with its counter updates.
   *
   * @throws InvalidKeyException if {@code edge} or one of its ids is null
   * @throws InvalidRequestException if {@code edges} is null or of another table
   */
  public <E> Transaction delete(EdgeRepository<E> edges, E edge) {
    writes.deleteEdge(wiring(edges, "delete"), edge, null);
    return this;
  }

  /**
   * Adds a create of {@code node} unless one with its id exists, with every counter 0 and version 1.
   *
   * @throws InvalidItemException if {@code node} is null or a value cannot be stored
   * @throws InvalidKeyException if the id cannot be a key
   * @throws InvalidRequestException if {@code nodes} is null or of another table
   */
  public <N> Transaction create(NodeRepository<N> nodes, N node) {
    writes.createNode(wiring(nodes, "create"), node);
    return this;
  }

  /**
   * Adds a put of {@code node}'s ordinary attributes, its counters kept; a versioned node only if the
   * stored version is {@code node}'s, storing the next.
   *
   * @throws InvalidItemException if {@code node} is null or a value cannot be stored
   * @throws InvalidKeyException if the id cannot be a key
   * @throws InvalidRequestException if {@code nodes} is null or of another table
   */
  public <N> Transaction put(NodeRepository<N> nodes, N node) {
    writes.putNode(wiring(nodes, "put"), node, null);
    return this;
  }

  /**
   * Adds a delete of the node with the id of {@code node}; a versioned node only if the stored
   * version is {@code node}'s (or none is stored).
   *
   * @throws InvalidKeyException if {@code node} or its id is null
   * @throws InvalidRequestException if {@code nodes} is null or of another table
   */
  public <N> Transaction delete(NodeRepository<N> nodes, N node) {
    writes.deleteNode(wiring(nodes, "delete"), node, null);
    return this;
  }

  /**
   * Adds {@code update} of the stored item with the key of {@code record}, which must exist; for a
   * versioned node, only if it holds the version {@code record} holds, storing the next.
   *
   * @throws InvalidKeyException if {@code record} or one of its ids is null
   * @throws InvalidRequestException if {@code update} is null or changes nothing, a versioned
   *     record's version is below 1, or {@code repository} is null or of another table
   */
  public <T, M extends ItemMapper<T>> Transaction update(ItemRepository<T, M> repository, T record, ItemUpdate update) {
    writes.update(wiring(repository, "update"), record, update, null);
    return this;
  }

  /**
   * As {@link #put(EdgeRepository, Object)}, only if {@code condition} (of the record's generated {@code
   * …Condition} class) holds on the stored edge; a failure's reason is {@code CONDITION_FAILED},
   * naming the parts that failed.
   *
   * @throws InvalidRequestException if {@code condition} is null, or as that method says
   */
  public <E> Transaction put(EdgeRepository<E> edges, E edge, Condition<E> condition) {
    RepositoryWiring<E, ItemMapper<E>> items = wiring(edges, "put");
    writes.putEdge(items, edge, writes.condition(condition, "put", items));
    return this;
  }

  /**
   * As {@link #delete(EdgeRepository, Object)}, only if {@code condition} holds on the stored edge (for a
   * counted edge, on the edge's Delete, its counter updates cancelled with it).
   *
   * @throws InvalidRequestException if {@code condition} is null, or as that method says
   */
  public <E> Transaction delete(EdgeRepository<E> edges, E edge, Condition<E> condition) {
    RepositoryWiring<E, ItemMapper<E>> items = wiring(edges, "delete");
    writes.deleteEdge(items, edge, writes.condition(condition, "delete", items));
    return this;
  }

  /**
   * As {@link #put(NodeRepository, Object)}, only if {@code condition} holds on the stored node; a
   * version conflict is read first.
   *
   * @throws InvalidRequestException if {@code condition} is null, or as that method says
   */
  public <N> Transaction put(NodeRepository<N> nodes, N node, Condition<N> condition) {
    RepositoryWiring<N, NodeMapper<N>> items = wiring(nodes, "put");
    writes.putNode(items, node, writes.condition(condition, "put", items));
    return this;
  }

  /**
   * As {@link #delete(NodeRepository, Object)}, only if {@code condition} holds on the stored node; a
   * version conflict is read first.
   *
   * @throws InvalidRequestException if {@code condition} is null, or as that method says
   */
  public <N> Transaction delete(NodeRepository<N> nodes, N node, Condition<N> condition) {
    RepositoryWiring<N, NodeMapper<N>> items = wiring(nodes, "delete");
    writes.deleteNode(items, node, writes.condition(condition, "delete", items));
    return this;
  }

  /**
   * As {@link #update(ItemRepository, Object, ItemUpdate)}, {@code condition} ANDed to the update's own
   * conditions; a missing item or a version conflict is read first, then which parts failed.
   *
   * @throws InvalidRequestException if {@code condition} is null, or as that method says
   */
  public <T, M extends ItemMapper<T>> Transaction update(ItemRepository<T, M> repository, T record, ItemUpdate update,
      Condition<T> condition) {
    RepositoryWiring<T, M> items = wiring(repository, "update");
    writes.update(items, record, update, writes.condition(condition, "update", items));
    return this;
  }

  /**
   * Adds a check that the item with the key of {@code record} exists; it writes nothing.
   *
   * @throws InvalidKeyException if {@code record} or one of its ids is null
   * @throws InvalidRequestException if {@code repository} is null or of another table
   */
  public <T, M extends ItemMapper<T>> Transaction checkExists(ItemRepository<T, M> repository, T record) {
    writes.checkExists(wiring(repository, "checkExists"), record);
    return this;
  }

  /**
   * Adds a check that no item has the key of {@code record}; it writes nothing.
   *
   * @throws InvalidKeyException if {@code record} or one of its ids is null
   * @throws InvalidRequestException if {@code repository} is null or of another table
   */
  public <T, M extends ItemMapper<T>> Transaction checkAbsent(ItemRepository<T, M> repository, T record) {
    writes.checkAbsent(wiring(repository, "checkAbsent"), record);
    return this;
  }

  /**
   * Adds a check that {@code condition} (a typed condition of the record's generated {@code
   * …Condition} class) holds on the item with the key of {@code record}; it writes nothing. A failure
   * cancels the transaction, the action's reason {@code CONDITION_FAILED} saying which parts failed
   * on the stored item.
   *
   * @throws InvalidKeyException if {@code record} or one of its ids is null
   * @throws InvalidRequestException if {@code condition} is null, or {@code repository} is null or of
   *     another table
   */
  public <T, M extends ItemMapper<T>> Transaction check(ItemRepository<T, M> repository, T record, Condition<T> condition) {
    writes.check(wiring(repository, "check"), record, condition);
    return this;
  }

  /**
   * Adds a check that the node with the id of {@code node} is stored at {@code node}'s version; it
   * writes nothing.
   *
   * @throws InvalidKeyException if {@code node} or its id is null
   * @throws InvalidRequestException if the node has no {@code @Version}, or {@code nodes} is null or
   *     of another table
   */
  public <N> Transaction checkVersion(NodeRepository<N> nodes, N node) {
    writes.checkVersion(wiring(nodes, "checkVersion"), node);
    return this;
  }

  /**
   * Sends {@code token} as the ClientRequestToken of every attempt, instead of a generated one:
   * DynamoDB applies one token's transaction at most once within 10 minutes, so a caller that resends
   * after a crash, with the same token and actions, does not apply it twice.
   *
   * @throws InvalidRequestException if {@code token} is null, empty or over 36 characters
   */
  public Transaction token(String token) {
    writes.composed().token(token);
    return this;
  }

  /**
   * As {@link #commit(BatchSettings)} with the table's settings (given to its constructor, else
   * {@link BatchSettings#defaults()}).
   */
  public TransactionResult commit() {
    return commit(writes.composed().context().batchSettings());
  }

  /**
   * Sends the transaction; a {@code TransactionConflict} (another write holding an item) or {@code
   * TransactionInProgressException} is resent with the same token as {@code settings} say.
   *
   * @return the committed transaction's actions and token
   * @throws InvalidRequestException before any request: no action or more than 100, two on one item,
   *     over 4 MB, or null {@code settings}; after: a token DynamoDB saw with other actions
   *     (IdempotentParameterMismatch), explained
   * @throws TransactionCancelledException if conditions failed; nothing was written
   * @throws TransactionRetriesExhaustedException if it kept conflicting until the attempts ran out
   */
  public TransactionResult commit(BatchSettings settings) {
    return writes.composed().context().sync().run(writes.composed().plan(settings));
  }

  private <T, M extends ItemMapper<T>> RepositoryWiring<T, M> wiring(ItemRepository<T, M> repository, String operation) {
    if (repository == null) {
      throw writes.nullRepository(operation, "social.follows()");
    }
    return repository.wiring;
  }
}
