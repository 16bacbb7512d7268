package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ItemTypeModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The {@code backfill()} of a repository whose record has {@code @Index}es: the runtime's migration
 * that writes those indexes' keys into the items stored before the code wrote them, one call of the
 * base's {@code backfillOf}.
 */
final class BackfillMethod {
  private static final ClassName BACKFILL = ClassName.get("dev.singletable.runtime", "Backfill");

  private BackfillMethod() {}

  // public Backfill backfill() {
  //   return backfillOf("GSI2", "GSI3");
  // }
  // (with local indexes: backfillOf(List.of("GSI2"), List.of("LSI1")))
  static void addTo(TypeSpec.Builder type, ItemTypeModel item, Flavor flavor) {
    List<IndexModel> rewritten = new ArrayList<>();
    if (item instanceof EdgeModel edge) {
      edge.invertedSort().ifPresent(rewritten::add);
    }
    rewritten.addAll(item.indexes());
    if (rewritten.isEmpty()) {
      return;
    }
    String run = flavor == Flavor.SYNC ? "{@code run}, or {@code step} by step" : "{@code runAsync}, or {@code stepAsync}";
    List<IndexModel> locals = rewritten.stream().filter(IndexModel::local).toList();
    CodeBlock names = locals.isEmpty() ? quoted(rewritten)
        : CodeBlock.of("$T.of($L), $T.of($L)", List.class,
            quoted(rewritten.stream().filter(index -> !index.local()).toList()), List.class, quoted(locals));
    List<String> indexes = rewritten.stream().map(IndexModel::name).toList();
    String which = indexes.size() == 1 ? "index " + indexes.get(0)
        : "indexes " + String.join(", ", indexes.subList(0, indexes.size() - 1)) + " and " + indexes.get(indexes.size() - 1);
    type.addMethod(MethodSpec.methodBuilder("backfill").addModifiers(Modifier.PUBLIC)
        .returns(BACKFILL)
        .addJavadoc(JavadocText.wrap("The migration that writes the keys of " + which + " into the stored {@link $T} "
            + (item instanceof EdgeModel ? "edges" : "nodes") + " that do not hold them as this code writes them (or"
            + " removes them where a component is null). Run it (" + run + ") after adding an index to a table with"
            + " data" + (rewritten.size() > item.indexes().size() ? " or changing invertedIndexSort" : "")
            + " and deploying this code: one Scan of the table, one UpdateItem per item rewritten. See"
            + " {@link $T}."), item.record(), BACKFILL)
        .addStatement("return backfillOf($L)", names)
        .build());
  }

  // "GSI2", "GSI3"
  private static CodeBlock quoted(List<IndexModel> indexes) {
    return indexes.stream().map(index -> CodeBlock.of("$S", index.name())).collect(CodeBlock.joining(", "));
  }
}
