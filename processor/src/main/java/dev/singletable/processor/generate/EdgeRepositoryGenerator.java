package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeCounter;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ListingModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.TableModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code FollowRepository}, or in the {@link Flavor#ASYNC} flavor {@code FollowAsyncRepository}:
 * a subclass of the runtime's {@code EdgeRepository} (or {@code AsyncEdgeRepository}), which holds the
 * operations on records, their checks and the batches. The subclass adds only what needs the record's
 * types: the key of a record, get, exists and delete by ids, and the listings from both ends, each a
 * one-line call of the base. For an edge that nodes count, it hands the base an {@code EdgeCounting}
 * (so that create and delete write the counters in the same transaction) and adds a recount per counter.
 */
public final class EdgeRepositoryGenerator extends SourceFileGenerator<EdgeModel> {
  private final TableModel table;
  private final Flavor flavor;

  /** The generator of the repositories of {@code table}'s edges, in {@code flavor}. */
  public EdgeRepositoryGenerator(TableModel table, Flavor flavor) {
    this.table = table;
    this.flavor = flavor;
  }

  @Override
  ClassName className(EdgeModel edge) {
    return flavor.repository(edge);
  }

  @Override
  CodeBlock javadoc(EdgeModel edge) {
    return CodeBlock.builder()
        .add("Reads and writes {@link $T} edges:\n$L\n", edge.record(), edge.keys().describe())
        .add("What it does with records, and how it refuses bad input, is {@link $T}'s.\n", flavor.baseClass())
        .build();
  }

  // extends EdgeRepository<Follow>: BY_FOLLOWER, BY_FOLLOWEE (COUNTING), the constructors,
  // get/exists/delete by ids, update, the listings' pages, streams and counts (the recounts)
  @Override
  void addMembers(EdgeModel edge, TypeSpec.Builder type) {
    List<EdgeCounter> counters = table.countersOf(edge);
    type.superclass(flavor.base(edge));
    edge.listings().forEach(listing -> type.addField(listingField(edge, listing)));
    if (!counters.isEmpty()) {
      type.addField(CountingMethods.field(edge, counters));
    }
    type.addMethod(constructor(edge, flavor)).addMethod(settingsConstructor(edge, !counters.isEmpty(), flavor));
    KeyedMethods.addTo(type, edge, flavor);
    UpdateMethods.addTo(type, edge, flavor);
    edge.listings().forEach(listing -> ListingMethods.addTo(type, edge, listing, flavor));
    CountingMethods.addTo(type, edge, counters, flavor);
  }

  // public FollowRepository(DynamoDbClient client, String tableName) { this(client, tableName, TableSettings.defaults()); }
  private static MethodSpec constructor(EdgeModel edge, Flavor flavor) {
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(flavor.client(), "client")
        .addParameter(String.class, "tableName")
        .addJavadoc("Over {@code client} (never closed here) and the physical table {@code tableName}.\n")
        .addStatement("this(client, tableName, $T.defaults())", RuntimeTypes.TABLE_SETTINGS)
        .build();
  }

  // public FollowRepository(DynamoDbClient client, String tableName, TableSettings settings) {
  //   super(TableContext.of(client, tableName, settings, "new FollowRepository"), FollowMapper.INSTANCE,
  //       "FollowRepository", "Follow", "follow", "follows");   (a counted edge adds COUNTING)
  // }
  private static MethodSpec settingsConstructor(EdgeModel edge, boolean counted, Flavor flavor) {
    ClassName self = flavor.repository(edge);
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(flavor.client(), "client")
        .addParameter(String.class, "tableName")
        .addParameter(RuntimeTypes.TABLE_SETTINGS, "settings")
        .addJavadoc("As {@link #$L($T, $T)}; batches and cursors follow {@code settings}.\n", self.simpleName(),
            flavor.client(), String.class)
        .addStatement("super($T.of(client, tableName, settings, $S),$W$T.INSTANCE,$W$S, $S, $S, $S$L)",
            RuntimeTypes.TABLE_CONTEXT, ArgumentChecks.constructor(self), edge.mapperClass(), self.simpleName(),
            edge.entityName(), Names.decapitalize(edge.entityName()), edge.plural(), counted ? ", COUNTING" : "")
        .build();
  }

  // private static final Listing BY_FOLLOWER =
  //     Listing.base(FollowKeys.TYPE, FollowKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.STRING);
  // (sharded: ShardedListing.inverted(FollowKeys.TYPE, FollowKeys.INVERTED_INDEX,
  //     FollowKeys.SOURCE_PREFIX + Layout.DELIMITER, SortId.STRING, FollowKeys.INVERTED_INDEX_SHARDS))
  private static FieldSpec listingField(EdgeModel edge, ListingModel listing) {
    ClassName keys = edge.keysClass();
    if (listing.inverted() && edge.invertedIndexShards() > 1) {
      return FieldSpec.builder(RuntimeTypes.SHARDED_LISTING, listing.fieldName(),
              Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer(shardedListing(edge))
          .build();
    }
    return FieldSpec.builder(RuntimeTypes.LISTING, listing.fieldName(), Modifier.PRIVATE, Modifier.STATIC,
        Modifier.FINAL).initializer(listing(edge, listing.inverted())).build();
  }

  /**
   * {@code Listing.base(FollowKeys.TYPE, FollowKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.STRING)}, or
   * over the inverted index, sorted by the source id.
   */
  /** The merged listing of a sharded inverted index, by target. */
  static CodeBlock shardedListing(EdgeModel edge) {
    ClassName keys = edge.keysClass();
    return CodeBlock.of("$T.inverted($T.TYPE,$W$T.INVERTED_INDEX,$W$T.SOURCE_PREFIX + $T.DELIMITER,$W$L,$W$T.INVERTED_INDEX_SHARDS)",
        RuntimeTypes.SHARDED_LISTING, keys, keys, keys, RuntimeTypes.LAYOUT, ValueCodecs.sortId(edge.source()), keys);
  }

  static CodeBlock listing(EdgeModel edge, boolean inverted) {
    ClassName keys = edge.keysClass();
    if (inverted) {
      return CodeBlock.of("$T.inverted($T.TYPE,$W$T.INVERTED_INDEX,$W$T.SOURCE_PREFIX + $T.DELIMITER,$W$L)",
          RuntimeTypes.LISTING, keys, keys, keys, RuntimeTypes.LAYOUT, ValueCodecs.sortId(edge.source()));
    }
    return CodeBlock.of("$T.base($T.TYPE,$W$T.TARGET_PREFIX + $T.DELIMITER,$W$L)",
        RuntimeTypes.LISTING, keys, keys, RuntimeTypes.LAYOUT, ValueCodecs.sortId(edge.target()));
  }

  /** A parameter for the source and target ids, allocated so they never clash with other names. */
  static NameAllocator names(EdgeModel edge) {
    NameAllocator names = new NameAllocator();
    names.newName("client", "client");
    names.newName("tableName", "tableName");
    names.newName("settings", "settings");
    names.newName(edge.source().component().name(), "source");
    names.newName(edge.target().component().name(), "target");
    names.newName(Names.decapitalize(edge.entityName()), "value");
    names.newName("options", "options");
    names.newName("consistency", "consistency");
    return names;
  }
}
