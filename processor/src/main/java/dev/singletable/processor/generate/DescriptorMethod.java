package dev.singletable.processor.generate;

import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.TableModel;
import javax.lang.model.element.Modifier;

/**
 * A table class's {@code modelDescriptor()}: the descriptor the processor wrote beside the class, read
 * through it at run time, so that a service or a test can hand its model to tools without the build's
 * output folder.
 */
final class DescriptorMethod {

  private DescriptorMethod() {}

  // public static String modelDescriptor() { return ModelDescriptors.of(SocialTable.class); }
  // (async: return SocialTable.modelDescriptor();)
  static void addTo(TypeSpec.Builder type, TableModel table, Flavor flavor) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("modelDescriptor")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class);
    if (flavor == Flavor.ASYNC) {
      type.addMethod(method.addJavadoc("The model descriptor of this table, as {@link $T#modelDescriptor()} gives it.\n",
              table.className())
          .addStatement("return $T.modelDescriptor()", table.className())
          .build());
      return;
    }
    type.addMethod(method
        .addJavadoc(JavadocText.wrap("The model descriptor of this table as JSON: its keys, indexes, item types and"
            + " access patterns, in the file the processor wrote beside this class, {@code "
            + table.descriptorResource() + "}, read from the class's jar (user guide, \"Model exports\")."))
        .addJavadoc("\n@throws IllegalStateException if the jar holding this class lacks the file\n")
        .addStatement("return $T.of($T.class)", RuntimeTypes.MODEL_DESCRIPTORS, table.className())
        .build());
  }
}
