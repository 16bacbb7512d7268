package dev.singletable.runtime.internal;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.NodeMapper;
import dev.singletable.runtime.Wiring;
import dev.singletable.runtime.internal.exec.TableContext;
import dev.singletable.runtime.internal.query.CollectionSpec;
import dev.singletable.runtime.internal.query.Listable;
import dev.singletable.runtime.internal.tx.EdgeCounting;
import java.util.List;

/**
 * What a generated repository hands its base class ({@link Wiring}): the table's context, the
 * record's mapper, the names messages use, and what the record's annotations declare (the edge's
 * listings by number and its counters; the node's item collection). The generated constructor builds
 * one per repository: {@code super(RepositoryWiring.edge(table, FollowMapper.INSTANCE,
 * "FollowRepository", "Follow", "follow", "follows", COUNTING, BY_FOLLOWER, BY_FOLLOWEE))}.
 *
 * @param context the table's client, name and settings
 * @param mapper the record's mapper
 * @param owner the generated class's simple name, for messages
 * @param entity the record's simple name
 * @param parameter how messages name one record ({@code follow})
 * @param plural how messages name a collection of them ({@code follows})
 * @param counting an edge's counters, or null
 * @param listings the listings (an edge's by source and target, then its indexes'; a node's indexes'),
 *     numbered as the generated methods ask for them
 * @param collection a node's item collection, or null
 * @param <T> the record
 * @param <M> its mapper's type
 */
public record RepositoryWiring<T, M extends ItemMapper<T>>(TableContext context, M mapper, String owner,
    String entity, String parameter, String plural, EdgeCounting counting, List<Listable> listings,
    CollectionSpec collection) implements Wiring {

  /** An edge repository's wiring over the table's {@code table} (a {@link TableContext}). */
  public static <E> RepositoryWiring<E, ItemMapper<E>> edge(Wiring table, ItemMapper<E> mapper, String owner,
      String entity, String parameter, String plural, EdgeCounting countingOrNull, Listable... listings) {
    return new RepositoryWiring<>(context(table, owner), mapper, owner, entity, parameter, plural, countingOrNull,
        List.of(listings), null);
  }

  /** A node repository's wiring over the table's {@code table} (a {@link TableContext}). */
  public static <N> RepositoryWiring<N, NodeMapper<N>> node(Wiring table, NodeMapper<N> mapper, String owner,
      String entity, String parameter, String plural, CollectionSpec collectionOrNull, Listable... listings) {
    return new RepositoryWiring<>(context(table, owner), mapper, owner, entity, parameter, plural, null,
        List.of(listings), collectionOrNull);
  }

  /** {@code wiring} as a repository's wiring, refused when it was made elsewhere. */
  @SuppressWarnings("unchecked")
  public static <T, M extends ItemMapper<T>> RepositoryWiring<T, M> of(Wiring wiring) {
    if (wiring instanceof RepositoryWiring<?, ?> repository) {
      return (RepositoryWiring<T, M>) repository;
    }
    throw refused(wiring, "a repository's base class", "RepositoryWiring.edge or RepositoryWiring.node");
  }

  /** {@code table} as a table's context, refused when it was made elsewhere. */
  public static TableContext context(Wiring table, String owner) {
    if (table instanceof TableContext context) {
      return context;
    }
    throw refused(table, "new " + owner, "a generated table, or one of the constructors taking a client");
  }

  /** Refuses a wiring given to {@code taker} that was not made by {@code maker}. */
  public static InvalidRequestException refused(Wiring wiring, String taker, String maker) {
    return new InvalidRequestException(taker + " takes a Wiring made by " + maker + "; got "
        + (wiring == null ? "null" : wiring.getClass().getName())
        + ". Wiring is the contract between generated code and the runtime: do not implement it.");
  }
}
