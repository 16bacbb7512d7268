package dev.singletable.runtime;

import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.runtime.internal.exec.AsyncCalls;
import dev.singletable.runtime.internal.tx.ComposedRead;
import java.util.concurrent.CompletableFuture;

/**
 * A read transaction of the items of any repositories of one table over an asynchronous client: up to 100 gets, read
 * by one TransactGetItems as of one moment, so that they agree with each other (a follow and both
 * counters it changed). Made by the generated table's {@code read()}:
 *
 * <pre>{@code
 * AsyncReadTransaction read = social.read();
 * TransactionGet<User> alice = read.get(social.users().key("alice"));
 * TransactionGet<Follow> follow = read.get(social.follows(), follow);
 * ReadResult result = read.execute().join();
 * Optional<User> stored = result.get(alice);
 * }</pre>
 *
 * <p>Refused before the request, naming the get by its position: a null record or key, or an id that
 * cannot be a key (at {@code get}, with the exception the repository's {@code get} throws), a
 * repository of another table or built on its own (at {@code get}), and at {@code execute}: no get
 * or more than 100, or two gets of one item. Not thread-safe; one builder is one read. See {@link
 * ReadTransaction} for the blocking form.
 */
public final class AsyncReadTransaction {
  private final TransactionReads reads;

  private AsyncReadTransaction(ComposedRead read, String method) {
    this.reads = new TransactionReads(read, method);
  }

  /**
   * A new read of the table whose context {@code table} is; {@code method} names the table's method in
   * messages ({@code SocialAsyncTable.read}). For generated table classes only.
   *
   * @throws InvalidRequestException if {@code table} is not a generated table's context
   */
  public static AsyncReadTransaction of(Wiring table, String method) {
    return new AsyncReadTransaction(new ComposedRead(RepositoryWiring.context(table, method), method), method);
  }

  /**
   * Adds a get of the item with the key of {@code record} (its other components are ignored).
   *
   * @return the handle that reads its item from the {@link ReadResult}
   * @throws InvalidKeyException if {@code record} or one of its ids is null
   * @throws InvalidRequestException if {@code repository} is null or of another table
   */
  public <T, M extends ItemMapper<T>> TransactionGet<T> get(AsyncItemRepository<T, M> repository, T record) {
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
  public CompletableFuture<ReadResult> execute() {
    return execute(reads.composed().context().batchSettings());
  }

  /**
   * Reads every item; a read cancelled for a {@code TransactionConflict} is sent again as {@code
   * settings} say.
   *
   * @return the future of the items; it fails with what {@link ReadTransaction#execute(BatchSettings)}
   *     throws, refusals included
   */
  public CompletableFuture<ReadResult> execute(BatchSettings settings) {
    ComposedRead read = reads.composed();
    return AsyncCalls.future(() -> read.context().async().run(read.plan(settings)))
        .thenApply(items -> new ReadResult(this, items));
  }
}
