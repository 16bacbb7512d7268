package dev.singletable.runtime;

import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.tx.ComposedRead;

/**
 * A read transaction of the items of any repositories of one table: up to 100 gets, read
 * by one TransactGetItems as of one moment, so that they agree with each other (a follow and both
 * counters it changed). Made by the generated table's {@code read()}:
 *
 * <pre>{@code
 * ReadTransaction read = social.read();
 * TransactionGet<User> alice = read.get(social.users().key("alice"));
 * TransactionGet<Follow> follow = read.get(social.follows(), follow);
 * ReadResult result = read.execute();
 * Optional<User> stored = result.get(alice);
 * }</pre>
 *
 * <p>Refused before the request, naming the get by its position: a null record or key, or an id that
 * cannot be a key (at {@code get}, with the exception the repository's {@code get} throws), a
 * repository of another table or built on its own (at {@code get}), and at {@code execute}: no get
 * or more than 100, or two gets of one item. Not thread-safe; one builder is one read. See {@link
 * AsyncReadTransaction} for the asynchronous form.
 */
public final class ReadTransaction {
  private final TransactionReads reads;

  private ReadTransaction(ComposedRead read, String method) {
    this.reads = new TransactionReads(read, method);
  }

  /**
   * A new read of the table whose context {@code table} is; {@code method} names the table's method in
   * messages ({@code SocialTable.read}). For generated table classes only.
   *
   * @throws InvalidRequestException if {@code table} is not a generated table's context
   */
  public static ReadTransaction of(Wiring table, String method) {
    return new ReadTransaction(new ComposedRead(RepositoryWiring.context(table, method), method), method);
  }

  /**
   * Adds a get of the item with the key of {@code record} (its other components are ignored).
   *
   * @return the handle that reads its item from the {@link ReadResult}
   * @throws InvalidKeyException if {@code record} or one of its ids is null
   * @throws InvalidRequestException if {@code repository} is null or of another table
   */
  public <T, M extends ItemMapper<T>> TransactionGet<T> get(ItemRepository<T, M> repository, T record) {
    if (repository == null) {
      throw reads.nullRepository();
    }
    return new TransactionGet<>(this, reads.get(repository.wiring, record));
  }

  /**
   * Adds a get of the item {@code key} names, made from its ids by the repository's {@code key(...)}:
   * {@code read.get(social.follows().key("alice", "bob"))}.
   *
   * @return the handle that reads its item from the {@link ReadResult}
   * @throws InvalidRequestException if {@code key} is null, or of a repository of another table
   */
  public <T> TransactionGet<T> get(ItemKey<T> key) {
    return new TransactionGet<>(this, reads.get(key));
  }

  /**
   * As {@link #execute(BatchSettings)} with the table's settings (given to its constructor, else
   * {@link BatchSettings#defaults()}).
   */
  public ReadResult execute() {
    return execute(reads.composed().context().batchSettings());
  }

  /**
   * Reads every item; a read cancelled for a {@code TransactionConflict} is sent again as {@code
   * settings} say.
   *
   * @return one item per get, in order
   * @throws InvalidRequestException for null {@code settings}, no get or more than 100, or two gets of
   *     one item, before the request
   * @throws TransactionRetriesExhaustedException if it kept conflicting until the attempts ran out
   */
  public ReadResult execute(BatchSettings settings) {
    ComposedRead read = reads.composed();
    return new ReadResult(this, read.context().sync().run(read.plan(settings)));
  }
}
