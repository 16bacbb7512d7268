package dev.singletable.runtime.internal;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.SortOrder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The state machine of one exact page of a sharded listing: a k-way merge of one Query per shard.
 * {@link #requests()} are sent together (in any order, concurrently if the driver wishes), each
 * response goes to {@link #accept}, then {@link #advance()} merges and either completes the page or
 * asks for more requests. It sends nothing itself and is driven from one thread at a time.
 *
 * <p>The merge takes the smallest head among the shards (in the listing's order; sort keys compare
 * as DynamoDB compares them, by UTF-8 bytes; equal keys, which the layout never produces since the
 * source decides the shard, go lower shard first). It stops whenever a shard whose fetched items are
 * all used up has more: that shard is fetched again before anything is taken. Each shard is first
 * asked for about twice its share of the page ({@link #limit}), so requests per page stay about one
 * per shard while reads stay near twice the page, not N times it.
 *
 * <p>Where each shard resumes, in the cursor: after the page's last item (every item not yet listed
 * sorts after it, whichever shard holds it), or done once the shard is exhausted.
 */
final class ShardMerge<T> {
  private final ShardedPageQuery<T> query;
  private final List<Shard> shards;
  private final List<Map<String, AttributeValue>> page = new ArrayList<>();
  private final int pageSize;
  private List<ShardRequest> requests;
  private boolean more;

  /** A Query for one shard. */
  record ShardRequest(int shard, QueryRequest request) {}

  ShardMerge(ShardedPageQuery<T> query, List<Cursor.ShardPosition> positions) {
    this.query = query;
    this.pageSize = query.pageSize();
    this.shards = new ArrayList<>(positions.size());
    int live = 0;
    for (Cursor.ShardPosition position : positions) {
      live += position.kind() == Cursor.ShardPosition.Kind.DONE ? 0 : 1;
    }
    List<ShardRequest> first = new ArrayList<>(live);
    for (int i = 0; i < positions.size(); i++) {
      Shard shard = new Shard(i, positions.get(i));
      shards.add(shard);
      if (!shard.done()) {
        shard.request = query.firstRequest(i, shard.start, limit(pageSize + 1, live) + (shard.skip == null ? 0 : 1));
        first.add(new ShardRequest(i, shard.request));
      }
    }
    this.requests = List.copyOf(first);
  }

  /** The Queries to send now: one per shard that must be read before the merge can go on. */
  List<ShardRequest> requests() {
    return requests;
  }

  /** Takes the response to the request for {@code shard}. */
  void accept(int shard, QueryResponse response) {
    shards.get(shard).accept(response, query.sortAttribute());
  }

  /**
   * Merges what was fetched: true when the page is complete, false when {@link #requests()} holds
   * the next Queries to send.
   */
  boolean advance() {
    while (true) {
      List<Shard> dry = shards.stream().filter(Shard::dry).toList();
      if (page.size() < pageSize && dry.isEmpty()) {
        Shard next = smallestHead();
        if (next == null) {
          more = false;
          return true;
        }
        Map<String, AttributeValue> item = next.buffer.poll();
        next.lastListed = sortKey(item);
        page.add(item);
        continue;
      }
      if (page.size() == pageSize && shards.stream().anyMatch(s -> !s.buffer.isEmpty())) {
        more = true;
        return true;
      }
      if (dry.isEmpty()) {
        more = false;
        return true;
      }
      int wanted = pageSize + 1 - page.size();
      int live = (int) shards.stream().filter(s -> !s.exhausted()).count();
      List<ShardRequest> refills = new ArrayList<>(dry.size());
      for (Shard shard : dry) {
        shard.request = shard.request.toBuilder().exclusiveStartKey(shard.lastEvaluated)
            .limit(limit(wanted, live)).build();
        refills.add(new ShardRequest(shard.number, shard.request));
      }
      requests = List.copyOf(refills);
      return false;
    }
  }

  /** The page, once {@link #advance()} said it is complete: its items and, if more follow, a cursor. */
  Page<T> result() {
    Object[] items = new Object[page.size()];
    for (int i = 0; i < items.length; i++) {
      items[i] = query.mapper().fromItem(page.get(i));
    }
    return new Page<>(new PageItems<T>(items), more ? query.cursorAfter(positions()) : null);
  }

  /** Where each shard resumes on the next page. */
  List<Cursor.ShardPosition> positions() {
    String pageLast = page.isEmpty() ? null : sortKey(page.get(page.size() - 1));
    List<Cursor.ShardPosition> positions = new ArrayList<>(shards.size());
    for (Shard shard : shards) {
      positions.add(shard.resume(pageLast));
    }
    return positions;
  }

  /**
   * How many items to ask one shard for when {@code wanted} more items settle the page and {@code
   * live} shards may hold them: twice an even share, plus one, and never more than wanted.
   */
  static int limit(int wanted, int live) {
    long share = (2L * wanted + Math.max(live, 1) - 1) / Math.max(live, 1) + 1;
    return (int) Math.min(wanted, share);
  }

  private Shard smallestHead() {
    Shard best = null;
    for (Shard shard : shards) {
      if (!shard.buffer.isEmpty() && (best == null || compare(shard.head(), best.head()) < 0)) {
        best = shard;
      }
    }
    return best;
  }

  /** The listing's order of two sort keys: DynamoDB's (UTF-8 bytes, that is code points), reversed when descending. */
  int compare(String a, String b) {
    int order = compareCodePoints(a, b);
    return query.order() == SortOrder.DESCENDING ? -order : order;
  }

  /** Compares by code point, which is how DynamoDB orders UTF-8 strings (String.compareTo is UTF-16 order). */
  static int compareCodePoints(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int x = a.codePointAt(i);
      int y = b.codePointAt(j);
      if (x != y) {
        return Integer.compare(x, y);
      }
      i += Character.charCount(x);
      j += Character.charCount(y);
    }
    return Integer.compare(a.length() - i, b.length() - j);
  }

  private String sortKey(Map<String, AttributeValue> item) {
    return Values.requireString(item, query.sortAttribute());
  }

  /** One shard's part of the page. */
  private final class Shard {
    final int number;
    final Cursor.ShardPosition start;
    /** An exclusive start's sort key (a resumed position's, or a starting point's), dropped when read. */
    final String skip;
    final ArrayDeque<Map<String, AttributeValue>> buffer = new ArrayDeque<>();
    QueryRequest request;
    boolean queried;
    Map<String, AttributeValue> lastEvaluated;
    String lastListed;

    Shard(int number, Cursor.ShardPosition start) {
      this.number = number;
      this.start = start;
      this.skip = start.kind() == Cursor.ShardPosition.Kind.AFTER ? start.keyValues().get(0) : query.skipped();
    }

    void accept(QueryResponse response, String sortAttribute) {
      queried = true;
      for (Map<String, AttributeValue> item : response.items()) {
        if (skip == null || !skip.equals(Values.requireString(item, sortAttribute))) {
          buffer.add(item);
        }
      }
      lastEvaluated = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
          ? response.lastEvaluatedKey() : null;
    }

    boolean done() {
      return start.kind() == Cursor.ShardPosition.Kind.DONE;
    }

    /** Read to its end: nothing more to fetch. */
    boolean exhausted() {
      return done() || (queried && lastEvaluated == null);
    }

    /** Holds no fetched item but has more: the merge cannot go on until it is read again. */
    boolean dry() {
      return buffer.isEmpty() && lastEvaluated != null;
    }

    String head() {
      return sortKey(buffer.peek());
    }

    /**
     * After the page's last item, which every item not yet listed follows: in this shard too, so an
     * edge added since behind that item is not listed out of order on the next page. A shard whose
     * next item ties with the page's last (the layout never makes one) resumes after its own last.
     */
    Cursor.ShardPosition resume(String pageLast) {
      if (buffer.isEmpty() && lastEvaluated == null) {
        return Cursor.ShardPosition.done();
      }
      String after = pageLast;
      if (buffer.isEmpty()) {
        String evaluated = sortKey(lastEvaluated);
        after = compare(evaluated, pageLast) > 0 ? evaluated : pageLast;
      } else if (compare(head(), pageLast) <= 0) {
        after = lastListed;
      }
      return after == null ? start : Cursor.ShardPosition.after(List.of(after));
    }

  }
}
