package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.layout.End;
import dev.singletable.processor.model.EdgeCounter;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.Names;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * What a counted edge's repository adds: the {@code COUNTING} constant its constructor hands to the
 * base class (which then writes each edge with its counters in one transaction; the id type of each
 * end lets it name a missing node by the id its caller gave), and a recount per counter.
 */
final class CountingMethods {
  private static final ClassName EDGE_COUNTING = RuntimeTypes.EDGE_COUNTING;
  private static final ClassName COUNTER = EDGE_COUNTING.nestedClass("Counter");
  private static final ClassName END = ClassName.get(End.class);

  /** The repository's constant that lists the counters, which the constructor hands the base. */
  static final String FIELD = Names.COUNTING_FIELD;

  private CountingMethods() {}

  // private static final EdgeCounting COUNTING = EdgeCounting.of(FollowKeys.SOURCE_PREFIX, SortId.STRING,
  //     FollowKeys.TARGET_PREFIX, SortId.STRING,
  //     new EdgeCounting.Counter("User", "USER", "following", End.SOURCE, BY_FOLLOWER),
  //     new EdgeCounting.Counter("User", "USER", "followers", End.TARGET, BY_FOLLOWEE));
  // (a sharded index: new EdgeCounting.Counter("User", "USER", "followers", BY_FOLLOWEE); no index: null)
  static FieldSpec field(EdgeModel edge, List<EdgeCounter> counters) {
    ClassName keys = edge.keysClass();
    CodeBlock.Builder init = CodeBlock.builder()
        .add("$T.of($T.SOURCE_PREFIX,$W$L,$W$T.TARGET_PREFIX,$W$L", EDGE_COUNTING, keys,
            ValueCodecs.sortId(edge.source()), keys, ValueCodecs.sortId(edge.target()));
    for (EdgeCounter counted : counters) {
      End end = counted.counter().end();
      if (end == End.TARGET && EdgeListings.sharded(edge)) {
        init.add(",\n$>new $T($S, $S, $S,$W$L)$<", COUNTER, counted.node().entity(), counted.node().id().prefix(),
            counted.counter().component().attributeName(), listing(edge, end));
        continue;
      }
      init.add(",\n$>new $T($S, $S, $S, $T.$L,$W$L)$<", COUNTER, counted.node().entity(),
          counted.node().id().prefix(), counted.counter().component().attributeName(), END, end.name(),
          listing(edge, end));
    }
    return FieldSpec.builder(EDGE_COUNTING, FIELD, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer(init.add(")").build()).build();
  }

  /** The repository's listing constant of the edges at {@code end}, which a recount counts; null if there is none. */
  private static CodeBlock listing(EdgeModel edge, End end) {
    boolean inverted = end == End.TARGET;
    return edge.listings().stream().filter(listing -> listing.inverted() == inverted).findFirst()
        .map(listing -> CodeBlock.of("$N", listing.fieldName())).orElse(CodeBlock.of("null"));
  }

  // public long recountUserFollowers(String followee) {
  //   return recountByKey(1, FollowKeys.targetKey(followee), "recountUserFollowers");
  // }
  // (async: CompletableFuture<Long>, recountByKey(1, () -> FollowKeys.targetKey(followee), ...))
  static void addTo(TypeSpec.Builder type, EdgeModel edge, List<EdgeCounter> counters, Flavor flavor) {
    for (int i = 0; i < counters.size(); i++) {
      EdgeCounter counted = counters.get(i);
      if (counted.counter().end() == End.TARGET && edge.invertedIndex().isEmpty()) {
        continue;
      }
      boolean source = counted.counter().end() == End.SOURCE;
      KeyModel end = source ? edge.source() : edge.target();
      String id = end.component().name();
      String name = Names.edgeRecount(counted.node().entity(), counted.counter().component().name());
      CodeBlock key = flavor.deferred(CodeBlock.of("$T.$L($N)", edge.keysClass(), source ? "sourceKey" : "targetKey", id));
      type.addMethod(MethodSpec.methodBuilder(name)
          .addModifiers(Modifier.PUBLIC)
          .returns(flavor.result(TypeName.LONG))
          .addParameter(end.component().type(), id)
          .addJavadoc("Repairs {@code $L.$L} of the node {@code $N} from the edges: counts the $L edges $L it\n"
              + "(paged Query, {@code Select COUNT}), sets the counter to that count and returns it. An operator's tool:\n"
              + "exact only if no such edge is created or deleted while it runs (user guide, counted edges, \"Recount\").$L\n\n"
              + "@throws dev.singletable.runtime.MissingNodeException if the node does not exist\n",
              counted.node().entity(), counted.counter().component().name(), id, edge.entity(),
              source ? "from" : "into",
              source || !EdgeListings.sharded(edge) ? "" : "\nThe edges sit in " + edge.invertedIndexShards()
                  + " shards of the index, each counted with its own Query (or more).")
          .addStatement("return recountByKey($L, $L, $S)", i, key, name)
          .build());
    }
  }
}
